import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GivableAward } from '@laurel/shared/contract';
import { BONUS_PRIVACIES, type BonusPrivacy } from '@laurel/shared/recognition';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './GiveAward.module.css';

interface AwardOptionsProps {
  award: GivableAward;
  amount: number | null;
  privacy: BonusPrivacy;
  hideGiver: boolean;
  amountError?: string;
  onAmount: (amount: number | null) => void;
  onPrivacy: (privacy: BonusPrivacy) => void;
  onHideGiver: (hide: boolean) => void;
}

/** Amount and visibility, each the giver's to change only where the award's flags say so; the hide-giver choice. */
export function AwardOptions(props: AwardOptionsProps) {
  const { award, amount, privacy, hideGiver, amountError } = props;
  const { t } = useTranslation('awards');
  const { t: tInput } = useTranslation('action_input');
  const ids = { amount: useId(), amountError: useId(), privacy: useId() };
  return (
    <div className={styles.options}>
      {award.amountEditable ? (
        <div className={styles.field}>
          <label htmlFor={ids.amount} className={styles.label}>
            {t('amount.label')}
          </label>
          <input
            id={ids.amount}
            className={styles.number}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount ?? ''}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={ids.amountError}
            onChange={(event) => props.onAmount(event.target.value === '' ? null : Number(event.target.value))}
          />
          <FieldError id={ids.amountError} error={amountError} />
        </div>
      ) : (
        <p className={styles.fixed}>{t('amount.fixed', { count: award.amount })}</p>
      )}
      {award.visibilityEditable ? (
        <div className={styles.field}>
          <label htmlFor={ids.privacy} className={styles.label}>
            {t('visibility.label')}
          </label>
          <select
            id={ids.privacy}
            className={styles.select}
            value={privacy}
            onChange={(event) => props.onPrivacy(event.target.value as BonusPrivacy)}
          >
            {BONUS_PRIVACIES.map((value) => (
              <option key={value} value={value}>
                {tInput(`privacy.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.fixed}>{t('visibility.fixed', { privacy: tInput(`privacy.${award.visibility}`) })}</p>
      )}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={hideGiver} onChange={(event) => props.onHideGiver(event.target.checked)} />
        {t('hideGiver')}
      </label>
      {award.budgetLeft !== null && award.periodType && (
        <p className={styles.note}>
          {t('budgetLeft', { count: award.budgetLeft, period: t(`period.${award.periodType}`) })}
        </p>
      )}
      {award.requiresApproval && <p className={styles.note}>{t('needsApproval')}</p>}
    </div>
  );
}
