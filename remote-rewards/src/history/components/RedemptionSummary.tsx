import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '@laurel/shared/contract';
import { formatRedemptionDate, latestRecordOf, optionOf } from '../redemption-display';
import { RecordStatusText, RedemptionStatusBadge } from './RedemptionStatus';
import styles from './History.module.css';

/** One line of the history: what was redeemed, for how much, when, and where it stands. */
export function RedemptionSummary({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('rewards');
  const record = latestRecordOf(redemption);
  const option = optionOf(redemption);
  return (
    <article className={styles.summary} aria-labelledby={`redemption-${redemption.id}`}>
      <img className={styles.thumbnail} src={redemption.catalogItem.imageUrl} alt="" width={96} height={60} />
      <div className={styles.summaryBody}>
        <h2 id={`redemption-${redemption.id}`} className={styles.summaryTitle}>
          <Link to={`/rewards/history/${redemption.id}`}>{redemption.name}</Link>
        </h2>
        <p className={styles.meta}>
          {t('history.points', { count: redemption.priceInPoints })}
          {option && <> · {option}</>} ·{' '}
          <time dateTime={redemption.createdAt}>{formatRedemptionDate(redemption.createdAt, i18n.language)}</time>
        </p>
        <p className={styles.states}>
          <RedemptionStatusBadge status={redemption.aasmState} />
          {record && (
            <span className={styles.delivery}>
              {t('history.delivery')} <RecordStatusText status={record.state} />
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
