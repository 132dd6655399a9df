import type { BillingSettingsChange } from './billing-contract';
import { MAX_SEATS } from './billing-contract';

export type BillingSettingsError = 'billing_seats_invalid' | 'billing_email_invalid';
export type BillingSettingsErrors = Partial<Record<keyof BillingSettingsChange, BillingSettingsError>>;

// One @, something on each side, a dot in the domain: what a mail server would at least need.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The seats a company may buy: no fewer than its active people, no more than MAX_SEATS. */
export const seatsRange = (seatsUsed: number) => ({ min: Math.max(1, seatsUsed), max: MAX_SEATS });

/** Each field's error, checked the same way by the billing form and by `PATCH /admin/billing`. */
export function billingSettingsErrors(change: BillingSettingsChange, seatsUsed: number): BillingSettingsErrors {
  const { min, max } = seatsRange(seatsUsed);
  const errors: BillingSettingsErrors = {};
  const seats = change.seatsPurchased;
  if (!Number.isInteger(seats) || seats < min || seats > max) errors.seatsPurchased = 'billing_seats_invalid';
  if (change.billingContactEmail.length > 254 || !EMAIL.test(change.billingContactEmail)) {
    errors.billingContactEmail = 'billing_email_invalid';
  }
  return errors;
}

/** A month's bill for `seats`, in cents. */
export const monthlyAmountCents = (seats: number, seatPriceCents: number) => seats * seatPriceCents;
