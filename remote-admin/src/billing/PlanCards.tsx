import { useTranslation } from 'react-i18next';
import { TIER_MARKETING_NAMES, type BillingSettings } from '@laurel/shared/contract';
import { formatCents, formatDay } from './money';
import styles from './Billing.module.css';

/** The plan, the seats in use and the card on file: what an admin checks before changing anything. */
export function PlanCards({ settings }: { settings: BillingSettings }) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'billing' });
  const locale = i18n.language;
  const { paymentMethod: card } = settings;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="billing-plan">
        <h2 id="billing-plan">{t('plan.title')}</h2>
        <p className={styles.figure}>{TIER_MARKETING_NAMES[settings.tier]}</p>
        <p className={styles.muted}>
          {settings.status === 'in_trial' && settings.trialEndDate
            ? t('plan.trialEnds', { date: formatDay(settings.trialEndDate, locale) })
            : t('plan.renews', { date: formatDay(settings.renewsOn, locale) })}
        </p>
        <p className={styles.muted}>
          {t('plan.seatPrice', { price: formatCents(settings.seatPriceCents, settings.currency, locale) })}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="billing-seats">
        <h2 id="billing-seats">{t('seats.title')}</h2>
        <p className={styles.figure}>
          {t('seats.used', { used: settings.seatsUsed, purchased: settings.seatsPurchased })}
        </p>
        <meter
          className={styles.meter}
          min={0}
          max={settings.seatsPurchased}
          value={settings.seatsUsed}
          aria-label={t('seats.meterLabel')}
        />
      </section>
      <section className={styles.card} aria-labelledby="billing-card">
        <h2 id="billing-card">{t('card.title')}</h2>
        <p className={styles.figure}>{t('card.number', { brand: card.brand, last4: card.last4 })}</p>
        <p className={styles.muted}>
          {t('card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
        </p>
      </section>
    </div>
  );
}
