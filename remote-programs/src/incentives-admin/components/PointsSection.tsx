import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import { CLAIM_LIMIT_MODES, INCENTIVE_PERIOD_TYPES } from '@laurel/shared/contract';
import { optionalNumberOf, type IncentiveFormValues } from '../form/incentive-form-values';
import { useFieldError } from '../form/use-field-error';
import { CostEstimate } from './CostEstimate';
import { WholeNumberField } from '../../program-form/WholeNumberField';
import styles from '../../program-form/ProgramForm.module.css';

/** Points (programs §2, §3): the amount, the claim limit, the stock and what it may cost. */
export function PointsSection() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const { control, register } = useFormContext<IncentiveFormValues>();
  const mode = useWatch({ control, name: 'claimLimitMode' });
  const ids = {
    section: useId(),
    amount: useId(),
    perEmployee: useId(),
    period: useId(),
    quantity: useId(),
    stock: useId(),
  };
  const amountError = useFieldError('amount');
  const limitError = useFieldError('claimLimitMode');
  const optionalNumber = { setValueAs: optionalNumberOf };

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
      <fieldset className={styles.choices} aria-describedby={limitError ? `${ids.section}-limit-error` : undefined}>
        <legend>{t('form.points.claimLimit')}</legend>
        {CLAIM_LIMIT_MODES.map((value) => (
          <label key={value} className={styles.check}>
            <input type="radio" value={value} {...register('claimLimitMode')} />
            {t(`form.points.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'perEmployee' && (
        <div className={styles.field}>
          <label htmlFor={ids.perEmployee}>{t('form.points.userClaimLimit')}</label>
          <input
            id={ids.perEmployee}
            type="number"
            min={1}
            step={1}
            aria-invalid={Boolean(limitError)}
            {...register('userClaimLimit', optionalNumber)}
          />
        </div>
      )}
      {mode === 'perPeriod' && (
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={ids.quantity}>{t('form.points.claimLimitQuantity')}</label>
            <input
              id={ids.quantity}
              type="number"
              min={1}
              step={1}
              aria-invalid={Boolean(limitError)}
              {...register('claimLimitQuantity', optionalNumber)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.period}>{t('form.points.periodType')}</label>
            <select id={ids.period} {...register('periodType', { setValueAs: (value) => value || null })}>
              <option value="">{t('form.points.pickPeriod')}</option>
              {INCENTIVE_PERIOD_TYPES.map((period) => (
                <option key={period} value={period}>
                  {t(`form.points.periods.${period}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <FieldError id={`${ids.section}-limit-error`} error={limitError} />
      <div className={styles.field}>
        <label htmlFor={ids.stock}>{t('form.points.quantity')}</label>
        <input
          id={ids.stock}
          type="number"
          min={0}
          step={1}
          aria-describedby={`${ids.stock}-hint`}
          {...register('quantity', optionalNumber)}
        />
        <p id={`${ids.stock}-hint`} className={styles.hint}>
          {t('form.points.quantityHint')}
        </p>
      </div>
      <CostEstimate />
    </section>
  );
}
