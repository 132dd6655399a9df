import { nextSubscriptionSend, subscriptionPeriod } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { OutboxEmailRow } from '../db/types';
import { reportFigures } from './report-figures';
import { composeReportEmail } from './subscription-email';
import { defaultAllowedOrigins } from '../config';

/** Where the e-mails' links point: the app's own origin in this local product. */
export const APP_ORIGIN = process.env.LAUREL_APP_ORIGIN ?? defaultAllowedOrigins()[0]!;

/**
 * Writes to the outbox each subscription that is due on its company's job clock, once per due moment:
 * a clock moved weeks ahead sends the latest report once, not every missed one.
 */
export function runReportSubscriptions(store: Store, clockOf: (companyId: number) => number): OutboxEmailRow[] {
  const companies = store.rowsById('companies');
  const users = store.rowsById('users');
  const written: OutboxEmailRow[] = [];
  for (const subscription of store.all('report_email_subscriptions')) {
    const moment = clockOf(subscription.company_id);
    const due = Date.parse(subscription.next_send_at);
    if (due > moment) continue;
    const period = subscriptionPeriod(subscription.frequency, due);
    const figures = reportFigures(store, subscription.report, subscription.company_id, period);
    const email = composeReportEmail({
      subscription,
      companyName: companies.get(subscription.company_id)?.name ?? '',
      figures,
      period,
      origin: APP_ORIGIN,
    });
    const to = subscription.recipient_ids
      .map((id) => users.get(id))
      .filter((user) => user?.status === 'active')
      .map((user) => user!.email);
    const row: OutboxEmailRow = {
      id: store.nextId('outbox_emails'),
      company_id: subscription.company_id,
      subscription_id: subscription.id,
      report: subscription.report,
      to,
      ...email,
      figures,
      period_start: new Date(period.start).toISOString(),
      period_end: new Date(period.end).toISOString(),
      sent_at: new Date(due).toISOString(),
    };
    store.all('outbox_emails').push(row);
    written.push(row);
    subscription.last_sent_at = row.sent_at;
    subscription.next_send_at = new Date(nextSubscriptionSend(subscription.frequency, moment)).toISOString();
  }
  if (written.length > 0) store.persist();
  return written;
}
