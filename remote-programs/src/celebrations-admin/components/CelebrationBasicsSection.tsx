import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@laurel/shared/ui-kit';
import type { CelebrationType } from '@laurel/shared/contract';
import { hasOwnDate, type CelebrationFormValues } from '../form/celebration-form-values';
import { useCelebrationFieldError } from '../form/use-celebration-field-error';
import styles from '../../program-form/ProgramForm.module.css';

type TextField = 'name' | 'headline' | 'reason' | 'celebrationDate';

/** The post a celebration makes: its name, headline and message, and the day of an own-date type. */
export function CelebrationBasicsSection({ type }: { type: CelebrationType }) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const { register } = useFormContext<CelebrationFormValues>();
  const sectionId = useId();
  const ids: Record<TextField, string> = {
    name: useId(),
    headline: useId(),
    reason: useId(),
    celebrationDate: useId(),
  };
  const errors: Record<TextField, string | undefined> = {
    name: useCelebrationFieldError('name'),
    headline: useCelebrationFieldError('headline'),
    reason: useCelebrationFieldError('reason'),
    celebrationDate: useCelebrationFieldError('celebrationDate'),
  };
  const described = (field: TextField, hint?: string) =>
    [errors[field] ? `${ids[field]}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const field = (name: TextField, input: ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={ids[name]}>{t(`form.basics.${name}`)}</label>
      {input}
      {hint && (
        <p id={`${ids[name]}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${ids[name]}-error`} error={errors[name]} />
    </div>
  );
  const common = (name: TextField, hint?: string) => ({
    id: ids[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': described(name, hint && `${ids[name]}-hint`),
  });

  return (
    <section className={styles.section} aria-labelledby={sectionId}>
      <h2 id={sectionId}>{t('form.basics.title')}</h2>
      {field('name', <input type="text" {...common('name')} {...register('name')} />)}
      {field('headline', <input type="text" {...common('headline')} {...register('headline')} />)}
      {field('reason', <textarea rows={3} {...common('reason')} {...register('reason')} />)}
      {hasOwnDate(type) &&
        field(
          'celebrationDate',
          <input type="date" {...common('celebrationDate', 'hint')} {...register('celebrationDate')} />,
          t('form.basics.celebrationDateHint'),
        )}
    </section>
  );
}
