import { announcementActionOf, announcementStatusOn, calendarDayOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { announcementRecipients } from '../recipients/announcement-recipients';

/**
 * Posting is derived from the clock, not a timer: whenever announcements or notifications are read or
 * written, each announcement whose start has come and whose recipients were not told yet tells them now.
 */
export function postDueAnnouncements(store: Store, notifier: Notifier, now: number): void {
  const today = calendarDayOf(now);
  const users = store.rowsById('users');
  for (const row of store.all('announcements')) {
    if (row.notified_at !== null || announcementStatusOn(today, row) !== 'posted') continue;
    row.notified_at = new Date(now).toISOString();
    const creator = users.get(row.created_by_id);
    notifier.notify(
      announcementRecipients(store, row.company_id, row.reason_tokens)
        .filter((user) => user.id !== row.created_by_id)
        .map((user) => ({
          userId: user.id,
          companyId: row.company_id,
          type: 'announcement',
          message: `${creator?.display_name ?? 'Laurel'} announced: ${row.title}`,
          action: announcementActionOf(row.id),
          actorId: row.created_by_id,
          eventKey: `announcement:${row.id}`,
          email: row.email_notification,
        })),
    );
    store.persist();
  }
}
