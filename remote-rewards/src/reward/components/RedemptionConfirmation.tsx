import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Redemption } from '@laurel/shared/contract';
import { formatMoney, moneyIn } from '../../api/prices';
import styles from './Reward.module.css';

/** What happens next, by how the reward is delivered. */
function NextSteps({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('rewards');
  const { shippingAddress: address } = redemption;
  if (redemption.pointsBoost) return <p>{t('redeem.done.boost', { count: redemption.priceInPoints })}</p>;
  if (redemption.donation) {
    const money = formatMoney(moneyIn(redemption.priceInCurrency, redemption.currency), i18n.language);
    return <p>{t('redeem.done.donation', { money, brand: redemption.brandName })}</p>;
  }
  if (redemption.giftCard && redemption.claimUrl) {
    return (
      <>
        <p>
          {redemption.gift && redemption.gifteeEmail
            ? t('redeem.done.giftSent', { email: redemption.gifteeEmail })
            : t('redeem.done.giftCardReady')}
        </p>
        {!redemption.gift && (
          <p>
            <a href={redemption.claimUrl} target="_blank" rel="noreferrer" className={styles.primaryLink}>
              {t('redeem.done.claim')}
            </a>
          </p>
        )}
      </>
    );
  }
  if (address) {
    return (
      <>
        <p>{t('redeem.done.shipping')}</p>
        <address className={styles.address}>
          {[
            address.address1,
            address.address2,
            `${address.city}, ${address.state} ${address.postalCode}`,
            address.country,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
      </>
    );
  }
  return <p>{t('redeem.done.processing')}</p>;
}

/** Shown in place of the form once redeemed; it takes the focus so a screen reader hears it. */
export function RedemptionConfirmation({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation('rewards');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = redemption.pointsBoost
    ? t('redeem.done.boostTitle')
    : redemption.donation
      ? t('redeem.done.donationTitle')
      : t('redeem.done.title', { name: redemption.name });
  return (
    <section className={styles.confirmation} aria-labelledby="redemption-confirmation">
      <h2 id="redemption-confirmation" ref={heading} tabIndex={-1} className={styles.confirmationTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{t('redeem.done.spent', { count: redemption.priceInPoints })}</p>
      <NextSteps redemption={redemption} />
      <p className={styles.confirmationLinks}>
        <Link to="/rewards/history">{t('redeem.done.history')}</Link>
        <Link to="/rewards">{t('redeem.done.back')}</Link>
      </p>
    </section>
  );
}
