import { useTranslation } from 'react-i18next';
import { PULSE_COMMENT_MAX_LENGTH, PULSE_SCORES, type CheckInPulse } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import '../pulse-copy';
import styles from './Pulse.module.css';

interface PulseFieldProps {
  id: string;
  pulse: CheckInPulse;
  score: number | null;
  comment: string;
  scoreError?: string;
  commentError?: string;
  onScore: (score: number | null) => void;
  onComment: (comment: string) => void;
}

/** The company's pulse question in a check-in: a 1–5 answer (arrow keys move between them) and an optional comment. */
export function PulseField({
  id,
  pulse,
  score,
  comment,
  scoreError,
  commentError,
  onScore,
  onComment,
}: PulseFieldProps) {
  const { t } = useTranslation('growth');
  return (
    <fieldset
      className={styles.pulse}
      aria-invalid={scoreError ? true : undefined}
      aria-describedby={scoreError ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{t('pulse.legend', { question: pulse.question })}</legend>
      <div className={styles.scores}>
        {PULSE_SCORES.map((value, index) => (
          <label key={value} className={styles.score}>
            <input
              type="radio"
              id={index === 0 ? `${id}-first` : undefined}
              name={id}
              value={value}
              checked={score === value}
              onChange={() => onScore(value)}
            />
            {t('pulse.score', { score: value, label: pulse.scaleLabels[index] })}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={scoreError} />
      {score !== null && (
        <button type="button" className={styles.skip} onClick={() => onScore(null)}>
          {t('pulse.clear')}
        </button>
      )}
      <label htmlFor={`${id}-comment`} className={styles.commentLabel}>
        {t('pulse.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.comment}
        rows={2}
        value={comment}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={`${id}-comment-count ${id}-comment-error`}
        onChange={(event) => onComment(event.target.value)}
      />
      <TextCounter id={`${id}-comment-count`} count={comment.trim().length} max={PULSE_COMMENT_MAX_LENGTH} />
      <FieldError id={`${id}-comment-error`} error={commentError} />
    </fieldset>
  );
}
