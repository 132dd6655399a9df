import type { NotificationEmail, OutboxEmail, ReportSubscription } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NotificationEmailRow, OutboxEmailRow, ReportSubscriptionRow } from '../db/types';

/** A subscription as the admin page reads it: its recipients by name, those no longer active left out. */
export function subscriptionView(store: Store, row: ReportSubscriptionRow): ReportSubscription {
  const users = store.rowsById('users');
  return {
    id: row.id,
    report: row.report,
    frequency: row.frequency,
    format: row.format,
    recipients: row.recipient_ids.flatMap((id) => {
      const user = users.get(id);
      return user && user.status === 'active' ? [{ id, displayName: user.display_name, email: user.email }] : [];
    }),
    message: row.message,
    nextSendAt: row.next_send_at,
    lastSentAt: row.last_sent_at,
    createdAt: row.created_at,
  };
}

export const outboxEmailView = (row: OutboxEmailRow): OutboxEmail => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  report: row.report,
  to: row.to,
  subject: row.subject,
  body: row.body,
  link: row.link,
  figures: row.figures,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  sentAt: row.sent_at,
});

/** A notification e-mail of the same outbox (the notifier writes them). */
export const notificationEmailView = (row: NotificationEmailRow): NotificationEmail => ({
  id: row.id,
  notificationType: row.notification_type,
  userId: row.user_id,
  to: row.to,
  subject: row.subject,
  body: row.body,
  link: row.link,
  sentAt: row.sent_at,
});
