import { useTranslation } from 'react-i18next';
import type { Invoice } from '@laurel/shared/contract';
import { TIER_MARKETING_NAMES } from '@laurel/shared/contract';
import { formatCents, formatDay } from './money';
import styles from './Billing.module.css';

export function InvoiceTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'billing' });
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>{t('history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.number')}</th>
          <th scope="col">{t('history.issued')}</th>
          <th scope="col">{t('history.period')}</th>
          <th scope="col">{t('history.plan')}</th>
          <th scope="col" className={styles.number}>
            {t('history.seats')}
          </th>
          <th scope="col" className={styles.number}>
            {t('history.amount')}
          </th>
          <th scope="col">{t('history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.number}>
            <th scope="row">{invoice.number}</th>
            <td>{day(invoice.issuedOn)}</td>
            <td>{t('history.range', { from: day(invoice.periodStart), to: day(invoice.periodEnd) })}</td>
            <td>{TIER_MARKETING_NAMES[invoice.tier]}</td>
            <td className={styles.number}>{invoice.seats}</td>
            <td className={styles.number}>{formatCents(invoice.amountCents, invoice.currency, i18n.language)}</td>
            <td>
              <span className={styles.status} data-status={invoice.status}>
                {t(`history.statuses.${invoice.status}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
