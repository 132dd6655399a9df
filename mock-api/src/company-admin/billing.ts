import type { BillingSettings, Invoice, InvoicePage } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company } from '../db/types';
import type { BillingAccountRow, InvoiceRow } from './company-admin-rows';

export const INVOICES_PER_PAGE = 12;

export const billingAccountOf = (store: Store, companyId: number): BillingAccountRow | undefined =>
  store.all('billing_accounts').find((account) => account.company_id === companyId);

export const activePeopleOf = (store: Store, companyId: number) =>
  store.all('users').filter((user) => user.company_id === companyId && user.status === 'active').length;

export const billingSettingsView = (
  company: Company,
  account: BillingAccountRow,
  seatsUsed: number,
): BillingSettings => ({
  tier: company.product_tier,
  status: company.status,
  trialEndDate: company.trial_end_date,
  renewsOn: account.renews_on,
  currency: account.currency,
  seatPriceCents: account.seat_price_cents,
  seatsPurchased: account.seats_purchased,
  seatsUsed,
  billingContactEmail: account.billing_contact_email,
  paymentMethod: account.payment_method,
});

const invoiceView = (row: InvoiceRow): Invoice => ({
  number: row.number,
  issuedOn: row.issued_on,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  tier: row.tier,
  seats: row.seats,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
});

/** One page of the company's invoices, newest first; a page past the end is empty. */
export function invoicePage(store: Store, companyId: number, page: number): InvoicePage {
  const invoices = store
    .all('invoices')
    .filter((invoice) => invoice.company_id === companyId)
    .sort((a, b) => b.issued_on.localeCompare(a.issued_on));
  const totalPages = Math.max(1, Math.ceil(invoices.length / INVOICES_PER_PAGE));
  const start = (page - 1) * INVOICES_PER_PAGE;
  return { invoices: invoices.slice(start, start + INVOICES_PER_PAGE).map(invoiceView), page, totalPages };
}
