import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { MAX_WEBHOOKS, WEBHOOK_SIGNATURE_HEADER, type Webhook, type WebhookWithSecret } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import emptyState from '@laurel/shared/styles/empty-state.module.css';
import { integrationRequests, useIntegrationChange } from './use-integrations';
import { WebhookForm } from './WebhookForm';
import { WebhookItem } from './WebhookItem';
import { SecretNotice } from './SecretNotice';
import styles from './Integrations.module.css';

/** Signed webhooks: Laurel POSTs what it notifies people of to the company's own systems. */
export function WebhooksSection({ webhooks }: { webhooks: readonly Webhook[] }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { run, busy, failed } = useIntegrationChange();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const full = webhooks.length >= MAX_WEBHOOKS;
  const create = (input: Parameters<typeof integrationRequests.create>[0]) =>
    run(
      () => integrationRequests.create(input),
      (created) => {
        setSecret(created);
        setAdding(false);
      },
    );

  return (
    <section className={styles.section} aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t('webhooks.title')}</h2>
      <p className={styles.muted}>{t('webhooks.description', { header: WEBHOOK_SIGNATURE_HEADER })}</p>
      {secret && <SecretNotice webhook={secret} onDismiss={() => setSecret(null)} />}
      {webhooks.length === 0 && !adding && <p className={emptyState.compactEmptyState}>{t('webhooks.empty')}</p>}
      {webhooks.length > 0 && (
        <ul className={styles.list}>
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onSecret={setSecret} />
          ))}
        </ul>
      )}
      {adding ? (
        <div className={styles.card}>
          <h3>{t('webhooks.new')}</h3>
          <WebhookForm
            id="new-webhook"
            busy={busy}
            submitLabel={t('webhooks.create')}
            onSubmit={(input) => void create(input)}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={full} onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </button>
          {full && <p className={styles.muted}>{t('webhooks.full', { max: MAX_WEBHOOKS })}</p>}
        </div>
      )}
      {failed !== null && (
        <Alert status="error" title={t('webhooks.failed')}>
          <p>{apiErrorMessage(t, failed, { params: { max: MAX_WEBHOOKS } })}</p>
        </Alert>
      )}
    </section>
  );
}
