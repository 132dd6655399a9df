import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError, useCompanyProfile, useUserProfile } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { Redemption } from '@laurel/shared/contract';
import { useRedemption } from '../../api/get-redemption';
import { formatMoney, moneyIn } from '../../api/prices';
import { formatRedemptionDate, latestRecordOf, optionOf } from '../../history/redemption-display';
import { ShippingAddress } from '../../history/components/ShippingAddress';
import styles from './Receipt.module.css';

/** `/rewards/history/:id/receipt`: a redemption as a receipt to print or save as PDF. */
export function RedemptionReceipt({ id }: { id: number | null }) {
  const { t } = useTranslation('rewards');
  const { data, error } = useRedemption(id);
  const back = (
    <Link to={id === null ? '/rewards/history' : `/rewards/history/${id}`} className={styles.back}>
      {t('receipt.back')}
    </Link>
  );
  if (id === null || (error instanceof HttpError && error.status === 404)) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('receipt.notFoundTitle')}</h1>
        <p>{t('history.detail.notFound')}</p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        {back}
        <h1>{t('receipt.title')}</h1>
        {error ? (
          <Alert status="error" title={t('receipt.loadFailed')}>
            {apiErrorMessage(t, error)}
          </Alert>
        ) : (
          <p role="status" aria-busy="true">
            {t('receipt.loading')}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {back}
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </div>
      <ReceiptSheet redemption={data} />
    </div>
  );
}

function ReceiptSheet({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('rewards');
  const user = useUserProfile();
  const company = useCompanyProfile();
  const record = latestRecordOf(redemption);
  const option = optionOf(redemption);
  const date = formatRedemptionDate(redemption.createdAt, i18n.language);
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title">
      <header className={styles.sheetHeader}>
        <div>
          <h1 id="receipt-title">{t('receipt.title')}</h1>
          <p>{t('receipt.number', { id: redemption.id })}</p>
        </div>
        <div className={styles.issuer}>
          <p className={styles.product}>{t('receipt.product')}</p>
          {company && <p>{company.name}</p>}
        </div>
      </header>
      <dl className={styles.parties}>
        {user && (
          <>
            <dt>{t('receipt.redeemedBy')}</dt>
            <dd>
              {user.display_name}
              <br />
              {user.email}
            </dd>
          </>
        )}
        <dt>{t('receipt.date')}</dt>
        <dd>
          <time dateTime={redemption.createdAt}>{date}</time>
        </dd>
        {redemption.gift && redemption.gifteeEmail && (
          <>
            <dt>{t('receipt.giftTo')}</dt>
            <dd>{redemption.gifteeEmail}</dd>
          </>
        )}
        {redemption.shippingAddress && (
          <>
            <dt>{t('receipt.shipTo')}</dt>
            <dd>
              <ShippingAddress address={redemption.shippingAddress} />
            </dd>
          </>
        )}
      </dl>
      <table className={styles.lines}>
        <caption className={styles.caption}>{t('receipt.itemsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col">{t('receipt.value')}</th>
            <th scope="col">{t('receipt.points')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {redemption.name}
              {option && <span className={styles.option}>{option}</span>}
            </td>
            <td>{formatMoney(moneyIn(redemption.priceInCurrency, redemption.currency), i18n.language)}</td>
            <td>{t('history.points', { count: redemption.priceInPoints })}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('receipt.total')}
            </th>
            <td>{t('history.points', { count: redemption.priceInPoints })}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        {t('receipt.status', {
          status: t(`history.status.${redemption.aasmState}.label`),
          delivery: record ? t(`history.recordStatus.${record.state}`) : t('receipt.noDelivery'),
        })}
      </p>
      <p className={styles.footnote}>{t('receipt.footnote')}</p>
    </article>
  );
}
