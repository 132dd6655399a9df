import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPANY_VALUES_MAX, VALUE_DESCRIPTION_MAX_LENGTH } from '@laurel/shared/contract';
import { FieldError, SettingsField } from '@laurel/shared/ui-kit';
import type { CompanySettingsValues } from '../form/company-settings-form';
import { useSettingsError } from './use-settings-error';
import styles from './CompanySettings.module.css';

/** The control to focus after the list changed under it: a row's button, or the add button. */
type FocusTarget = string | null;

/** The company values: hashtag and description each, added, removed and reordered with buttons. */
export function ValuesSection() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { control, register } = useFormContext<CompanySettingsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'values' });
  const values = useWatch({ control, name: 'values' });
  const errorOf = useSettingsError();
  const focusTarget = useRef<FocusTarget>(null);
  const [announcement, setAnnouncement] = useState('');

  // Once the rows have changed, the control the change asked for takes the focus.
  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  }, [fields]);

  const nameOf = (index: number) =>
    values[index]?.hashtag.trim() ? `#${values[index].hashtag.trim()}` : t('values.unnamed', { number: index + 1 });

  const moveTo = (from: number, to: number, button: 'up' | 'down') => {
    const hashtag = nameOf(from);
    move(from, to);
    setAnnouncement(t('values.moved', { hashtag, number: to + 1 }));
    // At the ends the button is gone: the other one keeps the focus in the row.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === fields.length - 1);
    focusTarget.current = `value-${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`;
  };

  const removeAt = (index: number) => {
    setAnnouncement(t('values.removed', { hashtag: nameOf(index) }));
    remove(index);
    const next = Math.min(index, fields.length - 2);
    focusTarget.current = next >= 0 ? `value-${next}-hashtag` : 'value-add';
  };

  const add = () => {
    append({ hashtag: '', description: '' });
    focusTarget.current = `value-${fields.length}-hashtag`;
  };

  const listError = errorOf('values') ?? errorOf('values.root');
  return (
    <fieldset className={styles.section} aria-describedby="values-hint values-error">
      <legend>{t('values.legend')}</legend>
      <p id="values-hint" className={styles.hint}>
        {t('values.hint')}
      </p>
      {fields.length === 0 && <p>{t('values.empty')}</p>}
      <ol aria-label={t('values.legend')} className={styles.valueList}>
        {fields.map((field, index) => {
          const hashtagError = errorOf(`values.${index}.hashtag`);
          const descriptionError = errorOf(`values.${index}.description`);
          return (
            <li key={field.id} className={styles.valueRow}>
              <SettingsField
                id={`value-${index}-hashtag`}
                label={t('values.hashtag', { number: index + 1 })}
                error={hashtagError}
              >
                {(describedBy) => (
                  <input
                    id={`value-${index}-hashtag`}
                    type="text"
                    autoComplete="off"
                    aria-invalid={Boolean(hashtagError)}
                    aria-describedby={describedBy}
                    {...register(`values.${index}.hashtag`)}
                  />
                )}
              </SettingsField>
              <SettingsField
                id={`value-${index}-description`}
                label={t('values.description', { number: index + 1 })}
                error={descriptionError}
              >
                {(describedBy) => (
                  <input
                    id={`value-${index}-description`}
                    type="text"
                    autoComplete="off"
                    maxLength={VALUE_DESCRIPTION_MAX_LENGTH + 20}
                    aria-invalid={Boolean(descriptionError)}
                    aria-describedby={describedBy}
                    {...register(`values.${index}.description`)}
                  />
                )}
              </SettingsField>
              <div className={styles.rowActions}>
                {index > 0 && (
                  <button
                    id={`value-${index}-up`}
                    type="button"
                    className={`${styles.button} ${styles.small}`}
                    aria-label={t('values.moveUp', { hashtag: nameOf(index) })}
                    onClick={() => moveTo(index, index - 1, 'up')}
                  >
                    ↑
                  </button>
                )}
                {index < fields.length - 1 && (
                  <button
                    id={`value-${index}-down`}
                    type="button"
                    className={`${styles.button} ${styles.small}`}
                    aria-label={t('values.moveDown', { hashtag: nameOf(index) })}
                    onClick={() => moveTo(index, index + 1, 'down')}
                  >
                    ↓
                  </button>
                )}
                <button
                  type="button"
                  className={`${styles.button} ${styles.small}`}
                  aria-label={t('values.remove', { hashtag: nameOf(index) })}
                  onClick={() => removeAt(index)}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id="values-error" error={listError} />
      <p>
        <button
          id="value-add"
          type="button"
          className={styles.button}
          disabled={fields.length >= COMPANY_VALUES_MAX}
          onClick={add}
        >
          {t('values.add')}
        </button>
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
