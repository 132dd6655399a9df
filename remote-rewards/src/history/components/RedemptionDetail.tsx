import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError, useUserProfile } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { Redemption } from '@laurel/shared/contract';
import { useRedemption } from '../../api/get-redemption';
import { formatMoney, moneyIn } from '../../api/prices';
import { formatRedemptionDate, isResendable, latestRecordOf, optionOf } from '../redemption-display';
import { RecordStatusText, RedemptionStatusBadge } from './RedemptionStatus';
import { RedemptionRecords } from './RedemptionRecords';
import { ResendGiftEmail } from './ResendGiftEmail';
import { ShippingAddress } from './ShippingAddress';
import styles from './History.module.css';

/** `/rewards/history/:id`: one redemption with its records, its receipt and, for a gift card, a resend. */
export function RedemptionDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('rewards');
  const { data, error, mutate } = useRedemption(id);
  const back = (
    <Link to="/rewards/history" className={styles.back}>
      {t('history.detail.back')}
    </Link>
  );

  if (id === null || (error instanceof HttpError && error.status === 404)) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('history.detail.notFoundTitle')}</h1>
        <p>{t('history.detail.notFound')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('history.detail.title')}</h1>
        <Alert status="error" title={t('history.detail.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('history.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('history.detail.title')}</h1>
        <p role="status" aria-busy="true" className={styles.loading}>
          {t('history.detail.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {back}
      <RedemptionFacts redemption={data} />
    </div>
  );
}

function RedemptionFacts({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('rewards');
  const profile = useUserProfile();
  const record = latestRecordOf(redemption);
  const option = optionOf(redemption);
  return (
    <>
      <header className={styles.detailHeader}>
        <img className={styles.picture} src={redemption.catalogItem.imageUrl} alt="" width={192} height={120} />
        <div>
          <p className={styles.brand}>{redemption.brandName}</p>
          <h1>{redemption.name}</h1>
          <Link to={`/rewards/history/${redemption.id}/receipt`} className={styles.button}>
            {t('history.detail.receipt')}
          </Link>
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>{t('history.detail.status')}</dt>
        <dd>
          <RedemptionStatusBadge status={redemption.aasmState} />{' '}
          {t(`history.status.${redemption.aasmState}.explained`)}
        </dd>
        {record && (
          <>
            <dt>{t('history.detail.delivery')}</dt>
            <dd>
              <RecordStatusText status={record.state} />
            </dd>
          </>
        )}
        <dt>{t('history.detail.redeemedOn')}</dt>
        <dd>
          <time dateTime={redemption.createdAt}>{formatRedemptionDate(redemption.createdAt, i18n.language)}</time>
        </dd>
        <dt>{t('history.detail.points')}</dt>
        <dd>{t('history.points', { count: redemption.priceInPoints })}</dd>
        <dt>{t('history.detail.value')}</dt>
        <dd>{formatMoney(moneyIn(redemption.priceInCurrency, redemption.currency), i18n.language)}</dd>
        {option && (
          <>
            <dt>{t('history.detail.option')}</dt>
            <dd>{option}</dd>
          </>
        )}
        <dt>{t('history.detail.number')}</dt>
        <dd>{redemption.id}</dd>
        {redemption.gift && redemption.gifteeEmail && (
          <>
            <dt>{t('history.detail.giftTo')}</dt>
            <dd>{redemption.gifteeEmail}</dd>
          </>
        )}
        {redemption.giftMessage && (
          <>
            <dt>{t('history.detail.giftMessage')}</dt>
            <dd>
              <q>{redemption.giftMessage}</q>
            </dd>
          </>
        )}
        {redemption.shippingAddress && (
          <>
            <dt>{t('history.detail.shipTo')}</dt>
            <dd>
              <ShippingAddress address={redemption.shippingAddress} />
            </dd>
          </>
        )}
      </dl>
      {redemption.claimUrl && (
        <p>
          <a href={redemption.claimUrl} target="_blank" rel="noopener noreferrer">
            {t(redemption.gift ? 'history.detail.claimGift' : 'history.detail.claim')}
          </a>
        </p>
      )}
      <RedemptionRecords redemption={redemption} />
      {isResendable(redemption) && <ResendGiftEmail redemption={redemption} ownEmail={profile?.email} />}
    </>
  );
}
