import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import type { Webhook, WebhookDelivery, WebhookWithSecret } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import { integrationRequests, useIntegrationChange } from './use-integrations';
import { ConfirmChange, type PendingChange } from './ConfirmChange';
import { WebhookForm } from './WebhookForm';
import { DeliveryLog, DeliveryResult } from './DeliveryLog';
import styles from './Integrations.module.css';

interface WebhookItemProps {
  webhook: Webhook;
  onSecret: (webhook: WebhookWithSecret) => void;
}

/** One webhook: where it sends what, how its last delivery went, and what an admin can do with it. */
export function WebhookItem({ webhook, onSecret }: WebhookItemProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { run, busy, failed } = useIntegrationChange();
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [tested, setTested] = useState<WebhookDelivery | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const headingId = `webhook-${webhook.id}`;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.url}>
        {webhook.url}
      </h3>
      {editing ? (
        <WebhookForm
          id={`webhook-${webhook.id}-form`}
          initial={webhook}
          busy={busy}
          submitLabel={t('webhooks.save')}
          onCancel={() => setEditing(false)}
          onSubmit={(input) =>
            void run(
              () => integrationRequests.update(webhook.id, input),
              () => setEditing(false),
            )
          }
        />
      ) : (
        <>
          <p className={styles.muted}>
            <span className={styles.badge} data-state={webhook.active ? 'ok' : 'paused'}>
              {webhook.active ? t('webhooks.on') : t('webhooks.paused')}
            </span>{' '}
            {webhook.eventTypes.map((type) => t(`webhooks.eventTypes.${type}`)).join(', ')}
          </p>
          <p className={styles.muted}>{t('webhooks.secretHint', { hint: webhook.secretHint })}</p>
          <p className={styles.muted} role="status">
            {(tested ?? webhook.lastDelivery) && (
              <>
                {t('webhooks.lastDelivery')} <DeliveryResult delivery={(tested ?? webhook.lastDelivery)!} />
              </>
            )}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setEditing(true)}>
              {t('webhooks.edit')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void run(() => integrationRequests.test(webhook.id), setTested)}
            >
              {t('webhooks.test')}
            </button>
            <button
              type="button"
              className={styles.button}
              aria-expanded={logOpen}
              onClick={() => setLogOpen(!logOpen)}
            >
              {t('webhooks.deliveries')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() =>
                setPending({
                  title: t('webhooks.confirmRotate'),
                  description: t('webhooks.confirmRotateBody'),
                  confirm: t('webhooks.rotate'),
                  run: () => void run(() => integrationRequests.rotate(webhook.id), onSecret),
                })
              }
            >
              {t('webhooks.rotate')}
            </button>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() =>
                setPending({
                  title: t('webhooks.confirmDelete'),
                  description: t('webhooks.confirmDeleteBody', { url: webhook.url }),
                  confirm: t('webhooks.delete'),
                  run: () => void run(() => integrationRequests.remove(webhook.id)),
                })
              }
            >
              {t('webhooks.delete')}
            </button>
          </div>
          {logOpen && <DeliveryLog webhookId={webhook.id} />}
        </>
      )}
      <ConfirmChange pending={pending} onClose={() => setPending(null)} />
      {failed !== null && (
        <Alert status="error" title={t('webhooks.failed')}>
          <p>{apiErrorMessage(t, failed)}</p>
        </Alert>
      )}
    </li>
  );
}
