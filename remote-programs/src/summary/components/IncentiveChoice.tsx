import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Summary.module.css';

interface IncentiveChoiceProps {
  incentives: { id: number; name: string }[];
  chosen: number[];
  onChange: (awardIds: number[]) => void;
}

/** The incentives the summary shows, several at once; none chosen means all of them. */
export function IncentiveChoice({ incentives, chosen, onChange }: IncentiveChoiceProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...chosen, id].sort((a, b) => a - b) : chosen.filter((other) => other !== id));

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    event.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    // The keys of the list inside bubble here; details is the disclosure its summary opens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details className={styles.choice} onKeyDown={closeOnEscape}>
      <summary className={styles.choiceSummary}>
        {chosen.length === 0 ? t('summary.allIncentives') : t('summary.someIncentives', { count: chosen.length })}
      </summary>
      <fieldset className={styles.choiceList}>
        <legend className={styles.visuallyHidden}>{t('summary.incentives')}</legend>
        {incentives.map((incentive) => (
          <label key={incentive.id}>
            <input
              type="checkbox"
              checked={chosen.includes(incentive.id)}
              onChange={(event) => toggle(incentive.id, event.target.checked)}
            />
            {incentive.name}
          </label>
        ))}
        {chosen.length > 0 && (
          <button type="button" className={styles.linkButton} onClick={() => onChange([])}>
            {t('summary.clearIncentives')}
          </button>
        )}
      </fieldset>
    </details>
  );
}
