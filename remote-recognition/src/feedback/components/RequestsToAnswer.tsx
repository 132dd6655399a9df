import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRequest } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { useDayFormat } from '../use-day-format';
import { AnswerRequestForm } from './AnswerRequestForm';
import styles from './Feedback.module.css';

/** Requests colleagues made of the reader and not yet answered; each opens its answer form. */
export function RequestsToAnswer({ requests }: { requests: FeedbackRequest[] }) {
  const { t } = useTranslation('feedback');
  const day = useDayFormat();
  const [answering, setAnswering] = useState<number | null>(null);
  return (
    <section aria-labelledby="feedback-to-answer-title" className={styles.section}>
      <h2 id="feedback-to-answer-title" className={styles.subtitle}>
        {t('toAnswer.title')}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.muted}>{t('toAnswer.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{request.topic}</h3>
              <p className={styles.muted}>
                {request.dueDate
                  ? t('toAnswer.fromDue', { name: request.requester.displayName, date: day(request.dueDate) })
                  : t('toAnswer.from', { name: request.requester.displayName })}
              </p>
              {answering === request.id ? (
                <AnswerRequestForm request={request} />
              ) : (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-label={t('toAnswer.answerLabel', {
                      name: request.requester.displayName,
                      topic: request.topic,
                    })}
                    onClick={() => setAnswering(request.id)}
                  >
                    {t('toAnswer.answer')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
