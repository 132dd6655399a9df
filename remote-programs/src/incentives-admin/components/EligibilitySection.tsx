import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { AUDIENCE_ATTRIBUTES } from '@laurel/shared/contract';
import { useAudienceOptions } from '../api/get-audience-options';
import { useAudienceCount } from '../api/get-audience-count';
import { allOptionsUsed, firstAttributeWithValuesLeft } from '../form/audience-options';
import type { IncentiveFormValues } from '../form/incentive-form-values';
import { useFieldError } from '../form/use-field-error';
import { AudienceConditionRow } from './AudienceConditionRow';
import styles from './IncentivesAdmin.module.css';

/** Eligibility (programs §2, §5): who may claim, as audience conditions, and how many people they reach. */
export function EligibilitySection() {
  const { t } = useTranslation('incentivesAdmin');
  const headingId = useId();
  const { control, register } = useFormContext<IncentiveFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const [conditions, operator] = useWatch({ control, name: ['conditions', 'conditionsOperator'] });
  const options = useAudienceOptions();
  const count = useAudienceCount(conditions, operator);
  const error = useFieldError('conditions');
  const available = options.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.eligibility.title')}</h2>
      <p className={styles.hint}>{t('form.eligibility.intro')}</p>
      {options.error && (
        <Alert status="error" title={t('form.eligibility.optionsFailed')}>
          <p>{apiErrorMessage(t, options.error)}</p>
        </Alert>
      )}
      {fields.length > 0 && (
        <ul className={styles.list}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <AudienceConditionRow index={index} options={available} onRemove={() => remove(index)} />
            </li>
          ))}
        </ul>
      )}
      {fields.length >= 2 && (
        <fieldset className={styles.choices}>
          <legend>{t('form.eligibility.operator')}</legend>
          {(['and', 'or'] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...register('conditionsOperator')} />
              {t(`form.eligibility.operators.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      {options.data && !allOptionsUsed(available, conditions) && (
        <div>
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            onClick={() =>
              append({ attr: firstAttributeWithValuesLeft(AUDIENCE_ATTRIBUTES, available, conditions), value: '' })
            }
          >
            {t('form.eligibility.add')}
          </button>
        </div>
      )}
      <FieldError id={`${headingId}-error`} error={error} />
      <p role="status" aria-live="polite">
        {count.error
          ? t('form.eligibility.countFailed')
          : count.data
            ? t('form.eligibility.reach', { count: count.data.scopedCount, total: count.data.totalCount })
            : t('form.eligibility.counting')}
      </p>
    </section>
  );
}
