import type { CompanyStatus, Tier } from '../domain';

export const BILLING_PATH = '/api/v2/admin/billing';
export const BILLING_INVOICES_PATH = '/api/v2/admin/billing/invoices';

/** How many seats a company may buy at most; a bigger company talks to sales. */
export const MAX_SEATS = 100_000;

export interface PaymentMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** `GET /admin/billing`: the plan, the seats and who receives the invoices (camel case, as admin calls are). */
export interface BillingSettings {
  tier: Tier;
  status: CompanyStatus;
  trialEndDate: string | null;
  /** yyyy-mm-dd: when the next invoice is issued. */
  renewsOn: string;
  currency: string;
  /** Price of one seat for one month, in cents. */
  seatPriceCents: number;
  seatsPurchased: number;
  /** Active people: the fewest seats the company may keep. */
  seatsUsed: number;
  billingContactEmail: string;
  paymentMethod: PaymentMethod;
}

/** `PATCH /admin/billing`: what an admin may change here. */
export interface BillingSettingsChange {
  seatsPurchased: number;
  billingContactEmail: string;
}

export type InvoiceStatus = 'paid' | 'open' | 'void';

export interface Invoice {
  number: string;
  /** yyyy-mm-dd */
  issuedOn: string;
  periodStart: string;
  periodEnd: string;
  tier: Tier;
  seats: number;
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
}

/** `GET /admin/billing/invoices?page=`: newest first. */
export interface InvoicePage {
  invoices: Invoice[];
  page: number;
  totalPages: number;
}
