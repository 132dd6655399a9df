import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { AWARD_PERIOD_TYPES } from '@laurel/shared/contract';
import { optionalNumberOf } from '../../incentives-admin/form/incentive-form-values';
import type { AwardFormValues } from '../form/award-form-values';
import { useAwardFieldError } from '../form/use-award-field-error';
import { WholeNumberField } from '../../program-form/WholeNumberField';
import styles from '../../program-form/ProgramForm.module.css';

/** The points each recipient gets, whether the giver may change them, and the budget per period. */
export function AwardPointsSection() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { control, register } = useFormContext<AwardFormValues>();
  const periodType = useWatch({ control, name: 'periodType' });
  const ids = { section: useId(), amount: useId(), period: useId(), budget: useId() };
  const amountError = useAwardFieldError('amount');
  const budgetError = useAwardFieldError('budgetPerPeriod');

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.points.title')}</h2>
      <WholeNumberField
        id={ids.amount}
        label={t('form.points.amount')}
        min={1}
        error={amountError}
        input={register('amount', { valueAsNumber: true })}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('amountEditable')} />
        {t('form.points.amountEditable')}
      </label>
      <div className={styles.field}>
        <label htmlFor={ids.period}>{t('form.points.period')}</label>
        <select id={ids.period} {...register('periodType', { setValueAs: (value) => value || null })}>
          <option value="">{t('form.points.noBudget')}</option>
          {AWARD_PERIOD_TYPES.map((period) => (
            <option key={period} value={period}>
              {t(`form.points.periods.${period}`)}
            </option>
          ))}
        </select>
      </div>
      {periodType && (
        <div className={styles.field}>
          <label htmlFor={ids.budget}>{t('form.points.budget', { period: t(`periods.${periodType}`) })}</label>
          <input
            id={ids.budget}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={Boolean(budgetError)}
            aria-describedby={`${ids.budget}-hint${budgetError ? ` ${ids.budget}-error` : ''}`}
            {...register('budgetPerPeriod', { setValueAs: optionalNumberOf })}
          />
          <p id={`${ids.budget}-hint`} className={styles.hint}>
            {t('form.points.budgetHint')}
          </p>
        </div>
      )}
      <FieldError id={`${ids.budget}-error`} error={budgetError} />
    </section>
  );
}
