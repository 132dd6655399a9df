import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_ATTRIBUTES, type AudienceAttribute, type AudienceGroupOption } from '@laurel/shared/contract';
import { LOOKED_UP_ATTRIBUTES, valuesLeftFor } from './audience-options';
import type { AudienceFormValues } from './program-form-values';
import { EmailValueInput } from './EmailValueInput';
import styles from './ProgramForm.module.css';

interface AudienceConditionRowProps {
  index: number;
  options: readonly AudienceGroupOption[];
  onRemove: () => void;
}

/** One condition: an attribute, and a value it does not share with another condition of that attribute. */
export function AudienceConditionRow({ index, options, onRemove }: AudienceConditionRowProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  const { control, register, setValue } = useFormContext<AudienceFormValues>();
  const conditions = useWatch({ control, name: 'conditions' });
  const attr = conditions[index]?.attr ?? 'department';
  const ids = { attr: useId(), value: useId() };
  const number = index + 1;
  const values = valuesLeftFor(attr, options, conditions, index);

  return (
    <div className={styles.row}>
      <div className={styles.field}>
        <label htmlFor={ids.attr}>{t('eligibility.attribute', { number })}</label>
        <select
          id={ids.attr}
          {...register(`conditions.${index}.attr`, {
            onChange: () => setValue(`conditions.${index}.value`, ''),
          })}
        >
          {AUDIENCE_ATTRIBUTES.map((option: AudienceAttribute) => (
            <option key={option} value={option}>
              {t(`eligibility.attributes.${option.replace('?', '')}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.value}>{t('eligibility.value', { number })}</label>
        {LOOKED_UP_ATTRIBUTES.includes(attr) ? (
          <EmailValueInput id={ids.value} index={index} />
        ) : (
          <select id={ids.value} {...register(`conditions.${index}.value`)}>
            <option value="">{t('eligibility.pickValue')}</option>
            {values.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <button
        type="button"
        className={`${styles.button} ${styles.small}`}
        aria-label={t('eligibility.removeLabel', { number })}
        onClick={onRemove}
      >
        {t('eligibility.remove')}
      </button>
    </div>
  );
}
