import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import {
  AWARD_MESSAGE_MAX_LENGTH,
  AWARD_RECIPIENT_PLACEHOLDERS,
  INCENTIVE_VISIBILITIES,
} from '@laurel/shared/contract';
import type { AwardFormValues } from '../form/award-form-values';
import { useAwardFieldError } from '../form/use-award-field-error';
import styles from '../../program-form/ProgramForm.module.css';

/** The post a give makes (recognition §3): its message with the recipients' placeholders, and who sees it. */
export function AwardPostSection() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { control, register } = useFormContext<AwardFormValues>();
  const message = useWatch({ control, name: 'message' });
  const ids = { section: useId(), message: useId(), visibility: useId() };
  const error = useAwardFieldError('message');
  const [receiver, recipient] = AWARD_RECIPIENT_PLACEHOLDERS;

  return (
    <section className={styles.section} aria-labelledby={ids.section}>
      <h2 id={ids.section}>{t('form.post.title')}</h2>
      <div className={styles.field}>
        <label htmlFor={ids.message}>{t('form.post.message')}</label>
        <textarea
          id={ids.message}
          aria-invalid={Boolean(error)}
          aria-describedby={`${ids.message}-hint ${ids.message}-count${error ? ` ${ids.message}-error` : ''}`}
          {...register('message')}
        />
        <p id={`${ids.message}-hint`} className={styles.hint}>
          {t('form.post.placeholders', { receiver, recipient })}
        </p>
        <TextCounter id={`${ids.message}-count`} count={message.length} max={AWARD_MESSAGE_MAX_LENGTH} />
        <FieldError id={`${ids.message}-error`} error={error} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('messageEditable')} />
        {t('form.post.messageEditable')}
      </label>
      <div className={styles.field}>
        <label htmlFor={ids.visibility}>{t('form.post.visibility')}</label>
        <select id={ids.visibility} {...register('visibility')}>
          {INCENTIVE_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`form.post.visibilities.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('visibilityEditable')} />
        {t('form.post.visibilityEditable')}
      </label>
    </section>
  );
}
