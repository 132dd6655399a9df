import { monthlyAmountCents } from '@laurel/shared/contract';
import type { Company, User } from '../db/types';
import type { BillingAccountRow, InvoiceRow } from '../company-admin/company-admin-rows';

const HISTORY_MONTHS = 12;
const SEAT_PRICE_CENTS: Record<Company['product_tier'], number> = {
  free: 0,
  tier_one: 300,
  tier_two: 450,
  tier_three: 600,
  tier_alpha: 800,
};
// Room to grow: companies buy seats ahead of the people they invite.
const SEAT_HEADROOM = 1.2;

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** The first of the month `months` after `date`'s, in UTC: invoices are dated by calendar month. */
const monthStart = (date: Date, months = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** Each company's billing account and a year of monthly invoices; a trial has no invoices yet. */
export function generateBilling(companies: readonly Company[], users: readonly User[], today: Date) {
  const billing_accounts: BillingAccountRow[] = [];
  const invoices: InvoiceRow[] = [];
  for (const company of companies) {
    const people = users.filter((user) => user.company_id === company.id && user.status === 'active').length;
    const seats = Math.max(10, Math.ceil((people * SEAT_HEADROOM) / 10) * 10);
    const seatPrice = SEAT_PRICE_CENTS[company.product_tier];
    billing_accounts.push({
      id: company.id,
      company_id: company.id,
      seats_purchased: seats,
      seat_price_cents: seatPrice,
      currency: 'USD',
      billing_contact_email: `billing@company${company.id}.example.com`,
      renews_on: day(monthStart(today, 1)),
      payment_method: { brand: 'Visa', last4: String(4242 + company.id).slice(-4), expMonth: 8, expYear: 2029 },
    });
    if (company.status === 'in_trial' || seatPrice === 0) continue;
    for (let back = HISTORY_MONTHS - 1; back >= 0; back--) {
      const start = monthStart(today, -back);
      invoices.push({
        id: invoices.length + 1,
        company_id: company.id,
        number: `INV-${company.id}-${day(start).slice(0, 7).replace('-', '')}`,
        issued_on: day(start),
        period_start: day(start),
        period_end: day(new Date(monthStart(start, 1).getTime() - DAY_MS)),
        tier: company.product_tier,
        seats,
        amount_cents: monthlyAmountCents(seats, seatPrice),
        currency: 'USD',
        // This month's invoice is still open; the ones before were paid.
        status: back === 0 ? 'open' : 'paid',
      });
    }
  }
  return { billing_accounts, invoices };
}

/** A chat connection for each integration a company's settings say it has, so both always agree. */
export function generateChatConnections(companies: readonly Company[], users: readonly User[], today: Date) {
  return companies.flatMap((company) => {
    const admin = users.find((user) => user.company_id === company.id && user.global_admin);
    const { has_slack_integration, has_ms_teams_integration } = company.settings.chat_integrations;
    const connected = [
      ...(has_slack_integration ? (['slack'] as const) : []),
      ...(has_ms_teams_integration ? (['ms_teams'] as const) : []),
    ];
    return connected.map((provider) => ({
      company_id: company.id,
      provider,
      workspace: company.name,
      channel: 'announcements',
      connected_at: new Date(today.getTime() - 90 * DAY_MS).toISOString(),
      connected_by_id: admin?.id ?? 0,
    }));
  });
}
