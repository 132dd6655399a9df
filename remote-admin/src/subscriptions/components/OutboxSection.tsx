import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useOutbox } from '../api/get-outbox';
import { isSubscriptionsKey } from '../api/keys';
import { utcDateTime } from '../utc-date-time';
import styles from './Subscriptions.module.css';

/** The link's page in this app, wherever the server thinks the app is. */
const pathOf = (link: string) => new URL(link, window.location.origin).pathname;

/** The e-mails the subscription job wrote: nothing is sent from this server, so this is what would have gone out. */
export function OutboxSection() {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const headingId = useId();
  const { data, error, isLoading } = useOutbox();
  // The list's next dates move when an e-mail goes, so both are read again.
  const { mutate } = useSWRConfig();
  const dateTime = utcDateTime(i18n.language);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{t('outbox.title')}</h2>
        <button type="button" className={styles.smallButton} onClick={() => void mutate(isSubscriptionsKey)}>
          {t('outbox.refresh')}
        </button>
      </div>
      <p className={styles.muted}>{t('outbox.intro')}</p>
      {error ? (
        <Alert status="error" title={t('outbox.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
        </Alert>
      ) : isLoading || !data ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : data.length === 0 ? (
        <p className={styles.empty}>{t('outbox.empty')}</p>
      ) : (
        <ol className={styles.outbox}>
          {data.map((email) => (
            <li key={email.id}>
              <article className={styles.email} aria-label={email.subject}>
                <h3>{email.subject}</h3>
                <dl className={styles.emailMeta}>
                  <dt>{t('outbox.to')}</dt>
                  <dd>{email.to.join(', ')}</dd>
                  <dt>{t('outbox.sentAt')}</dt>
                  <dd>
                    <time dateTime={email.sentAt}>{dateTime.format(new Date(email.sentAt))}</time>
                  </dd>
                </dl>
                <pre className={styles.emailBody}>{email.body}</pre>
                <Link to={pathOf(email.link)}>{t('outbox.open')}</Link>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
