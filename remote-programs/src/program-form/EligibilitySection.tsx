import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { AUDIENCE_ATTRIBUTES } from '@laurel/shared/contract';
import { useAudienceOptions } from './api/get-audience-options';
import { useAudienceCount } from './api/get-audience-count';
import { allOptionsUsed, firstAttributeWithValuesLeft } from './audience-options';
import type { AudienceFormValues } from './program-form-values';
import { useProgramFieldError } from './use-program-field-error';
import { AudienceConditionRow } from './AudienceConditionRow';
import styles from './ProgramForm.module.css';

interface EligibilitySectionProps {
  title: string;
  /** Who the program is for when no condition is set, in the program's words. */
  intro: string;
}

/** Who a program is for (programs §5), as audience conditions, and how many people they reach. */
export function EligibilitySection({ title, intro }: EligibilitySectionProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  const headingId = useId();
  const { control, register } = useFormContext<AudienceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const [conditions, operator] = useWatch({ control, name: ['conditions', 'conditionsOperator'] });
  const options = useAudienceOptions();
  const count = useAudienceCount(conditions, operator);
  const error = useProgramFieldError('conditions');
  const available = options.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.hint}>{intro}</p>
      {options.error && (
        <Alert status="error" title={t('eligibility.optionsFailed')}>
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
          <legend>{t('eligibility.operator')}</legend>
          {(['and', 'or'] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...register('conditionsOperator')} />
              {t(`eligibility.operators.${value}`)}
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
            {t('eligibility.add')}
          </button>
        </div>
      )}
      <FieldError id={`${headingId}-error`} error={error} />
      <p role="status" aria-live="polite">
        {count.error
          ? t('eligibility.countFailed')
          : count.data
            ? t('eligibility.reach', { count: count.data.scopedCount, total: count.data.totalCount })
            : t('eligibility.counting')}
      </p>
    </section>
  );
}
