import { useTranslation } from 'react-i18next';
import type { FeedbackRequest } from '@laurel/shared/contract';
import { useDayFormat } from '../use-day-format';
import { ResendRequestButton } from './ResendRequestButton';
import styles from './Feedback.module.css';

/** The reader's own requests: whom they asked, about what, and the answer once it came, or a resend till then. */
export function MyRequests({ requests }: { requests: FeedbackRequest[] }) {
  const { t } = useTranslation('feedback');
  const day = useDayFormat();
  return (
    <section aria-labelledby="feedback-asked-title" className={styles.section}>
      <h2 id="feedback-asked-title" className={styles.subtitle}>
        {t('asked.title')}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.muted}>{t('asked.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{request.topic}</h3>
              <p className={styles.muted}>
                {t('asked.to', { name: request.recipient.displayName, date: day(request.createdAt.slice(0, 10)) })}
              </p>
              {request.response ? (
                <figure className={styles.field}>
                  <figcaption className={styles.label}>
                    {t('asked.answered', { name: request.response.giver.displayName })}
                  </figcaption>
                  <blockquote className={styles.message}>{request.response.message}</blockquote>
                </figure>
              ) : (
                <>
                  <p className={styles.muted}>
                    {request.resentAt
                      ? t('asked.waitingResent', { date: day(request.resentAt.slice(0, 10)) })
                      : t('asked.waiting')}
                  </p>
                  <ResendRequestButton request={request} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
