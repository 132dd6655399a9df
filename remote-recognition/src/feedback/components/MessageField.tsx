import { useTranslation } from 'react-i18next';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { FeedbackDictation } from './FeedbackDictation';
import styles from './Feedback.module.css';

interface MessageFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A feedback message: typed or dictated (with the rephrased words to choose), counted, its problem below. */
export function MessageField({ id, label, value, error, onChange }: MessageFieldProps) {
  const { t } = useTranslation('feedback');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error ${id}-count ${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('message.privateHint')}
      </p>
      <TextCounter id={`${id}-count`} count={value.trim().length} max={FEEDBACK_MESSAGE_MAX_LENGTH} />
      <FieldError id={`${id}-error`} error={error} />
      <FeedbackDictation text={value} setText={onChange} />
    </div>
  );
}
