import { useTranslation } from 'react-i18next';
import type { Redemption } from '@laurel/shared/contract';
import { formatMoney, moneyIn } from '../../api/prices';
import { formatRedemptionDate } from '../redemption-display';
import { RecordStatusText } from './RedemptionStatus';
import styles from './History.module.css';

/** The redemption's records (programs §3): each attempt to deliver it, with its amount, fee and status. */
export function RedemptionRecords({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('rewards');
  const money = (subunits: number) => formatMoney(moneyIn(subunits, redemption.currency), i18n.language);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.records}>
        <caption>{t('history.records.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.records.record')}</th>
            <th scope="col">{t('history.records.date')}</th>
            <th scope="col">{t('history.records.amount')}</th>
            <th scope="col">{t('history.records.fee')}</th>
            <th scope="col">{t('history.records.status')}</th>
          </tr>
        </thead>
        <tbody>
          {redemption.redemptionRecords.map((record) => (
            <tr key={record.id}>
              <th scope="row">{record.id}</th>
              <td>
                <time dateTime={record.createdAt}>{formatRedemptionDate(record.createdAt, i18n.language)}</time>
              </td>
              <td>{money(record.amount)}</td>
              <td>{money(record.transactionFee)}</td>
              <td>
                <RecordStatusText status={record.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
