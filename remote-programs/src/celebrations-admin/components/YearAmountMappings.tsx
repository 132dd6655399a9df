import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import {
  ANNIVERSARY_YEAR_MAX,
  YEAR_AMOUNT_MAPPINGS_MAX,
  type WorkAnniversaryPointSetting,
} from '@laurel/shared/contract';
import type { CelebrationFormValues } from '../form/celebration-form-values';
import { useCelebrationFieldError } from '../form/use-celebration-field-error';
import styles from '../../program-form/ProgramForm.module.css';
import own from './CelebrationsAdmin.module.css';

/** A work anniversary's years → points rows (programs §3), added and removed one by one. */
export function YearAmountMappings({ setting }: { setting: WorkAnniversaryPointSetting }) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { control, register } = useFormContext<CelebrationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'yearAmountMappings' });
  const groupId = useId();
  const error = useCelebrationFieldError('yearAmountMappings');
  const hint = setting === 'onlySpecificYears' ? 'form.points.mappingsHintSpecific' : 'form.points.mappingsHintCustom';

  return (
    <fieldset
      className={own.mappings}
      aria-describedby={`${groupId}-hint${error ? ` ${groupId}-error` : ''}`}
      aria-invalid={Boolean(error)}
    >
      <legend>{t('form.points.mappings')}</legend>
      <p id={`${groupId}-hint`} className={styles.hint}>
        {t(hint)}
      </p>
      {fields.length === 0 ? (
        <p className={styles.hint}>{t('form.points.noYears')}</p>
      ) : (
        <ul className={styles.list}>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id} className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={`${groupId}-year-${index}`}>{t('form.points.year', { number })}</label>
                  <input
                    id={`${groupId}-year-${index}`}
                    type="number"
                    min={1}
                    max={ANNIVERSARY_YEAR_MAX}
                    step={1}
                    {...register(`yearAmountMappings.${index}.yearThreshold`, { valueAsNumber: true })}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${groupId}-amount-${index}`}>{t('form.points.yearAmount', { number })}</label>
                  <input
                    id={`${groupId}-amount-${index}`}
                    type="number"
                    min={0}
                    step={1}
                    {...register(`yearAmountMappings.${index}.amount`, { valueAsNumber: true })}
                  />
                </div>
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  aria-label={t('form.points.removeYear', { number })}
                  onClick={() => remove(index)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {fields.length < YEAR_AMOUNT_MAPPINGS_MAX && (
        <div>
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            onClick={() => append({ yearThreshold: Number.NaN, amount: Number.NaN })}
          >
            {t('form.points.addYear')}
          </button>
        </div>
      )}
      <FieldError id={`${groupId}-error`} error={error} />
    </fieldset>
  );
}
