import { useTranslation } from 'react-i18next';
import type { PulseComment, PulseQuestionResult } from '@laurel/shared/contract';
import { monthLabel } from '../../recognition-scores/month-label';
import styles from './PulseResults.module.css';

interface PulseCommentsProps {
  comments: readonly PulseComment[];
  questions: readonly PulseQuestionResult[];
}

/** The anonymous comments, newest month first, as text. */
export function PulseComments({ comments, questions }: PulseCommentsProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'pulseResults' });
  const questionOf = (id: number) => questions.find((question) => question.questionId === id)?.text ?? '';
  return (
    <section className={styles.section} aria-labelledby="pulse-results-comments">
      <h2 id="pulse-results-comments">{t('comments.heading')}</h2>
      {comments.length === 0 ? (
        <p className={styles.muted}>{t('comments.empty')}</p>
      ) : (
        <ul className={styles.comments} aria-labelledby="pulse-results-comments">
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <blockquote>{comment.text}</blockquote>
              <p className={styles.muted}>
                {t('comments.about', {
                  question: questionOf(comment.questionId),
                  month: monthLabel(comment.month, i18n.language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
