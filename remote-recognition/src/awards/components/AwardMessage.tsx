import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_MESSAGE_MAX_LENGTH, type GivableAward } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import styles from './GiveAward.module.css';

interface AwardMessageProps {
  award: GivableAward;
  message: string;
  preview: string;
  error?: string;
  onChange: (message: string) => void;
}

/** A non-templated award's message, which the giver writes; a templated one's, shown as it will post. */
export function AwardMessage({ award, message, preview, error, onChange }: AwardMessageProps) {
  const { t } = useTranslation('awards');
  const ids = { field: useId(), hint: useId(), error: useId(), counter: useId() };
  return (
    <div className={styles.field}>
      {award.messageEditable ? (
        <>
          <label htmlFor={ids.field} className={styles.label}>
            {t('message.label')}
          </label>
          <textarea
            id={ids.field}
            className={styles.textarea}
            rows={3}
            value={message}
            maxLength={AWARD_MESSAGE_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.hint} ${ids.error} ${ids.counter}`}
            onChange={(event) => onChange(event.target.value)}
          />
          <div className={styles.underField}>
            <p id={ids.hint} className={styles.hint}>
              {t('message.hint')}
            </p>
            <TextCounter id={ids.counter} count={message.length} max={AWARD_MESSAGE_MAX_LENGTH} />
          </div>
          <FieldError id={ids.error} error={error} />
        </>
      ) : (
        <p className={styles.hint}>{t('message.templated')}</p>
      )}
      <figure className={styles.preview}>
        <figcaption className={styles.label}>{t('message.preview')}</figcaption>
        <blockquote className={styles.previewText}>{preview}</blockquote>
      </figure>
    </div>
  );
}
