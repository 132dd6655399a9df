import { useTranslation } from 'react-i18next';
import type { FeedbackResponse } from '@laurel/shared/contract';
import { useDayFormat } from '../use-day-format';
import styles from './Feedback.module.css';

/** Every piece of feedback the reader received, answers to their requests and unrequested alike. */
export function ReceivedFeedback({ received }: { received: FeedbackResponse[] }) {
  const { t } = useTranslation('feedback');
  const day = useDayFormat();
  return (
    <section aria-labelledby="feedback-received-title" className={styles.section}>
      <h2 id="feedback-received-title" className={styles.subtitle}>
        {t('received.title')}
      </h2>
      {received.length === 0 ? (
        <p className={styles.muted}>{t('received.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {received.map((response) => (
            <li key={response.id} className={styles.card}>
              <h3 className={styles.cardTitle}>
                {response.topic
                  ? t('received.answerTitle', { name: response.giver.displayName, topic: response.topic })
                  : t('received.unrequestedTitle', { name: response.giver.displayName })}
              </h3>
              <p className={styles.muted}>{day(response.createdAt.slice(0, 10))}</p>
              <blockquote className={styles.message}>{response.message}</blockquote>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
