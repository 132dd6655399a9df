import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import type { WebhookDelivery } from '@laurel/shared/contract';
import { useDeliveries } from './use-integrations';
import styles from './Integrations.module.css';

/** The receiver's latest answers: what to check when deliveries fail. */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { data, error } = useDeliveries(webhookId, true);
  if (error) return <p role="alert">{apiErrorMessage(t, error)}</p>;
  if (!data) return <p role="status">{t('loading')}</p>;
  if (data.length === 0) return <p className={styles.muted}>{t('deliveries.none')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>{t('deliveries.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('deliveries.when')}</th>
          <th scope="col">{t('deliveries.event')}</th>
          <th scope="col">{t('deliveries.result')}</th>
          <th scope="col">{t('deliveries.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((delivery) => (
          <tr key={delivery.id}>
            <td>{when.format(new Date(delivery.deliveredAt))}</td>
            <td className={styles.code}>{delivery.eventType}</td>
            <td>
              <DeliveryResult delivery={delivery} />
            </td>
            <td>{t('deliveries.ms', { count: delivery.durationMs })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DeliveryResult({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const text = delivery.ok
    ? t('deliveries.ok', { status: delivery.status })
    : delivery.status === null
      ? t('deliveries.unreachable', { error: delivery.error })
      : t('deliveries.refused', { status: delivery.status });
  return (
    <span className={styles.badge} data-state={delivery.ok ? 'ok' : 'failed'}>
      {text}
    </span>
  );
}
