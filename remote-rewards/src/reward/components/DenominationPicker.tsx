import { useTranslation } from 'react-i18next';
import type { CatalogCountry, CompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import { formatMoney, localPriceOf } from '../../api/prices';
import { denominationWith, hasOptions, optionsOf } from '../reward-options';
import styles from './Reward.module.css';

interface DenominationPickerProps {
  entry: CompanyCatalogItem;
  selected: CompanyDenomination | undefined;
  country: CatalogCountry | undefined;
  onSelect: (denomination: CompanyDenomination) => void;
  /** The legend of an amount choice; a points boost asks "how many points". */
  amountLegend?: string;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: { value: string; label: string; unavailable: boolean }[];
  value: string | null;
  onChange: (value: string) => void;
}

function ChoiceGroup({ legend, name, choices, value, onChange }: ChoiceGroupProps) {
  const { t } = useTranslation('rewards');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceList}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice} data-unavailable={choice.unavailable}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
            {choice.unavailable && <span className={styles.choiceNote}>{t('reward.unavailableChoice')}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Amounts as one choice; sizes and colours as two, each pair naming one denomination. */
export function DenominationPicker({ entry, selected, country, onSelect, amountLegend }: DenominationPickerProps) {
  const { t, i18n } = useTranslation('rewards');
  const options = optionsOf(entry);
  const unavailable = (denomination: CompanyDenomination | undefined) =>
    !denomination || denomination.inactiveReasons.length > 0;

  if (!hasOptions(options)) {
    if (entry.companyDenominations.length < 2 && !amountLegend) return null;
    return (
      <ChoiceGroup
        legend={amountLegend ?? t('reward.amount')}
        name={`amount-${entry.id}`}
        value={selected ? String(selected.id) : null}
        onChange={(id) => onSelect(entry.companyDenominations.find((candidate) => String(candidate.id) === id)!)}
        choices={entry.companyDenominations.map((denomination) => ({
          value: String(denomination.id),
          label: t('reward.amountChoice', {
            money: formatMoney(localPriceOf(entry, denomination, country), i18n.language),
            count: denomination.priceInPoints,
          }),
          unavailable: unavailable(denomination),
        }))}
      />
    );
  }

  const size = selected?.taxonomy.size ?? null;
  const colour = selected?.taxonomy.color ?? null;
  // A new size keeps the colour when that pair exists, else takes the size's first denomination.
  const pick = (nextSize: string | null, nextColour: string | null) =>
    onSelect(
      denominationWith(entry, nextSize, nextColour) ??
        entry.companyDenominations.find((candidate) =>
          nextSize === size ? candidate.taxonomy.color === nextColour : candidate.taxonomy.size === nextSize,
        )!,
    );
  return (
    <>
      {options.sizes.length > 0 && (
        <ChoiceGroup
          legend={t('reward.size')}
          name={`size-${entry.id}`}
          value={size}
          onChange={(value) => pick(value, colour)}
          choices={options.sizes.map((value) => ({
            value,
            label: value,
            unavailable: unavailable(denominationWith(entry, value, colour)),
          }))}
        />
      )}
      {options.colours.length > 0 && (
        <ChoiceGroup
          legend={t('reward.colour')}
          name={`colour-${entry.id}`}
          value={colour}
          onChange={(value) => pick(size, value)}
          choices={options.colours.map((value) => ({
            value,
            label: value,
            unavailable: unavailable(denominationWith(entry, size, value)),
          }))}
        />
      )}
    </>
  );
}
