import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUseAchieve, usePermissionSubject } from '@laurel/shared';
import { useFeedbackRequests } from '../api/feedback-requests';
import { HubCard } from './HubCard';
import styles from './Growth.module.css';

const SHOWN = 3;

/** Feedback requests waiting for the reader's answer: how many, the first three, and the way to answer. */
export function FeedbackRequestsCard() {
  const { t, i18n } = useTranslation('growth');
  const subject = usePermissionSubject();
  const permitted = subject !== null && canUseAchieve(subject);
  const { data, error } = useFeedbackRequests(permitted);
  if (!permitted) return null;
  const waiting = data?.toAnswer ?? [];
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <HubCard id="growth-feedback-title" title={t('hub.feedback.title')} error={error} loading={!data}>
      <p className={styles.count}>{waiting.length}</p>
      <p className={styles.muted}>{t('hub.feedback.waiting', { count: waiting.length })}</p>
      {waiting.length > 0 && (
        <ul className={styles.items}>
          {waiting.slice(0, SHOWN).map((request) => (
            <li key={request.id} className={styles.item}>
              <span className={styles.itemTitle}>{request.topic}</span>
              <span className={styles.muted}>
                {request.dueDate
                  ? t('hub.feedback.fromDue', {
                      name: request.requester.displayName,
                      date: dates.format(new Date(`${request.dueDate}T00:00:00Z`)),
                    })
                  : t('hub.feedback.from', { name: request.requester.displayName })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/feedback" className={styles.link}>
        {waiting.length > 0 ? t('hub.feedback.answer') : t('hub.feedback.open')}
      </Link>
    </HubCard>
  );
}
