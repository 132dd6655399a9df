import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { useCountries } from '../../api/get-countries';
import type { AddressDraft, AddressField, FieldProblems } from '../redemption-form';
import { useProblemText } from '../hooks/use-problem-text';
import styles from './Reward.module.css';

interface ShippingAddressFieldsProps {
  address: AddressDraft;
  /** Where the reward ships (ISO 3166-1 alpha-2). */
  countryCodes: readonly string[];
  problems: FieldProblems;
  onChange: (address: AddressDraft) => void;
}

const TEXT_FIELDS: { field: Exclude<AddressField, 'country'>; autoComplete: string; optional?: boolean }[] = [
  { field: 'address1', autoComplete: 'shipping address-line1' },
  { field: 'address2', autoComplete: 'shipping address-line2', optional: true },
  { field: 'city', autoComplete: 'shipping address-level2' },
  { field: 'state', autoComplete: 'shipping address-level1' },
  { field: 'postalCode', autoComplete: 'shipping postal-code' },
];

/** Where to ship a physical reward; it loads only for rewards that collect shipping information. */
export function ShippingAddressFields({ address, countryCodes, problems, onChange }: ShippingAddressFieldsProps) {
  const { t } = useTranslation('rewards');
  const problemText = useProblemText();
  const id = useId();
  const { data: countries = [] } = useCountries();
  const nameOf = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const set = (field: AddressField, value: string) => onChange({ ...address, [field]: value });
  const described = (field: AddressField) => (problems[field] ? `${id}-${field}-error` : undefined);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('redeem.shipping.legend')}</legend>
      <div className={styles.addressGrid}>
        {TEXT_FIELDS.map(({ field, autoComplete, optional }) => (
          <div key={field} className={styles.field} data-field={field}>
            <label htmlFor={`${id}-${field}`}>{t(`redeem.shipping.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              className={styles.input}
              autoComplete={autoComplete}
              value={address[field]}
              required={!optional}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={described(field)}
              onChange={(event) => set(field, event.target.value)}
            />
            <FieldError id={`${id}-${field}-error`} error={problemText(field, problems[field])} />
          </div>
        ))}
        <div className={styles.field} data-field="country">
          <label htmlFor={`${id}-country`}>{t('redeem.shipping.country')}</label>
          <select
            id={`${id}-country`}
            className={styles.input}
            autoComplete="shipping country"
            value={address.country}
            required
            aria-invalid={problems.country ? true : undefined}
            aria-describedby={described('country')}
            onChange={(event) => set('country', event.target.value)}
          >
            <option value="">{t('redeem.shipping.chooseCountry')}</option>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-country-error`} error={problemText('country', problems.country)} />
        </div>
      </div>
    </fieldset>
  );
}
