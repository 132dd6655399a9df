import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiErrorMessage, translateApiError } from '@laurel/shared';
import {
  billingSettingsErrors,
  monthlyAmountCents,
  seatsRange,
  type BillingSettings,
  type BillingSettingsErrors,
} from '@laurel/shared/contract';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { saveBillingSettings } from './use-billing';
import { formatCents } from './money';
import styles from './Billing.module.css';

type Outcome = { saved: true } | { failed: unknown } | null;

/** Seats and the invoice contact: checked here as the server checks them, and nothing typed is lost on a refusal. */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'billing' });
  const { mutate } = useSWRConfig();
  const [seats, setSeats] = useState(String(settings.seatsPurchased));
  const [email, setEmail] = useState(settings.billingContactEmail);
  const [errors, setErrors] = useState<BillingSettingsErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const range = seatsRange(settings.seatsUsed);
  const seatCount = seats.trim() === '' ? Number.NaN : Number(seats);
  const monthly = Number.isInteger(seatCount) ? monthlyAmountCents(seatCount, settings.seatPriceCents) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = { seatsPurchased: seatCount, billingContactEmail: email.trim() };
    const found = billingSettingsErrors(change, settings.seatsUsed);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await mutate('admin/billing', saveBillingSettings(change), { revalidate: false });
      setOutcome({ saved: true });
    } catch (failed) {
      setOutcome({ failed });
    } finally {
      setSaving(false);
    }
  };

  const errorText = (field: keyof BillingSettingsErrors) => errors[field] && translateApiError(t, errors[field], range);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="billing-form-title">
      <h2 id="billing-form-title">{t('form.title')}</h2>
      <div className={styles.field}>
        <label htmlFor="billing-seats-input">{t('form.seats')}</label>
        <input
          id="billing-seats-input"
          inputMode="numeric"
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
          aria-invalid={errors.seatsPurchased ? true : undefined}
          aria-describedby="billing-seats-hint billing-seats-error"
        />
        <p id="billing-seats-hint" className={styles.hint}>
          {t('form.seatsHint', { min: range.min })}
          {monthly !== null &&
            ` ${t('form.monthly', { amount: formatCents(monthly, settings.currency, i18n.language) })}`}
        </p>
        <FieldError id="billing-seats-error" error={errorText('seatsPurchased')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="billing-email-input">{t('form.email')}</label>
        <input
          id="billing-email-input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.billingContactEmail ? true : undefined}
          aria-describedby="billing-email-error"
        />
        <FieldError id="billing-email-error" error={errorText('billingContactEmail')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.save} disabled={saving}>
          {saving ? t('form.saving') : t('form.save')}
        </button>
        <p role="status" className={styles.hint}>
          {outcome && 'saved' in outcome && t('form.saved')}
        </p>
      </div>
      {outcome && 'failed' in outcome && (
        <Alert status="error" title={t('form.saveFailed')}>
          <p>{apiErrorMessage(t, outcome.failed, { params: range })}</p>
        </Alert>
      )}
    </form>
  );
}
