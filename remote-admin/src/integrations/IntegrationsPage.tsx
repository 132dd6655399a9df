import { useTranslation } from 'react-i18next';
import { CHAT_PROVIDERS } from '@laurel/shared/contract';
import './integrations-copy';
import { useIntegrations } from './use-integrations';
import { ChatConnectionCard } from './ChatConnectionCard';
import { WebhooksSection } from './WebhooksSection';
import styles from './Integrations.module.css';
import { LoadFailure } from '../ui/LoadFailure';

/** `/admin/company/integrations` (platform §2, §6: global or tech admin). */
export function IntegrationsPage() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { data, error, mutate } = useIntegrations();
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('title')}</h1>
        <p className={styles.description}>{t('description')}</p>
      </header>
      {error && !data && (
        <LoadFailure error={error} retry={() => void mutate()} title={t('loadFailed')} retryLabel={t('retry')} />
      )}
      {!data && !error && <p role="status">{t('loading')}</p>}
      {data && (
        <>
          <section className={styles.section} aria-labelledby="chat-title">
            <h2 id="chat-title">{t('chat.title')}</h2>
            <p className={styles.muted}>{t('chat.description')}</p>
            <div className={styles.cards}>
              {CHAT_PROVIDERS.map((provider) => (
                <ChatConnectionCard
                  key={`${provider} ${data.chat[provider]?.connectedAt ?? 'none'}`}
                  provider={provider}
                  connection={data.chat[provider]}
                />
              ))}
            </div>
          </section>
          <WebhooksSection webhooks={data.webhooks} />
        </>
      )}
    </div>
  );
}
