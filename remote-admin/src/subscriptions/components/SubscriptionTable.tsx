import { useTranslation } from 'react-i18next';
import type { ReportSubscription } from '@laurel/shared/contract';
import { utcDateTime } from '../utc-date-time';
import styles from './Subscriptions.module.css';

const NAMES_SHOWN = 3;

interface SubscriptionTableProps {
  subscriptions: ReportSubscription[];
  onEdit: (subscription: ReportSubscription) => void;
  onDelete: (subscription: ReportSubscription) => void;
}

/** The company's subscriptions: what is sent, how often, to whom and when next. */
export function SubscriptionTable({ subscriptions, onEdit, onDelete }: SubscriptionTableProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const dateTime = utcDateTime(i18n.language);
  const recipientsOf = ({ recipients }: ReportSubscription) => {
    const names = recipients
      .slice(0, NAMES_SHOWN)
      .map((recipient) => recipient.displayName)
      .join(', ');
    return recipients.length > NAMES_SHOWN
      ? t('list.moreRecipients', { names, count: recipients.length - NAMES_SHOWN })
      : names;
  };
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.report')}</th>
            <th scope="col">{t('list.frequency')}</th>
            <th scope="col">{t('list.format')}</th>
            <th scope="col">{t('list.recipients')}</th>
            <th scope="col">{t('list.nextSend')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => {
            const report = t(`reports.${subscription.report}`);
            return (
              <tr key={subscription.id}>
                <th scope="row">{report}</th>
                <td>{t(`frequencies.${subscription.frequency}`)}</td>
                <td>{t(`formats.${subscription.format}`)}</td>
                <td>{recipientsOf(subscription)}</td>
                <td>
                  <time dateTime={subscription.nextSendAt}>{dateTime.format(new Date(subscription.nextSendAt))}</time>
                </td>
                <td className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t('list.editLabel', { report })}
                    onClick={() => onEdit(subscription)}
                  >
                    {t('list.edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.smallDanger}
                    aria-label={t('list.deleteLabel', { report })}
                    onClick={() => onDelete(subscription)}
                  >
                    {t('list.delete')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
