import { NOTIFICATION_CREATED_EVENT, type NotificationType } from '@laurel/shared/contract';
import { growingIndex, type Store } from '../db/store';
import type { Database, NotificationRow } from '../db/types';
import type { Realtime } from '../realtime/realtime';
import { notificationView } from './notification-view';
import { inAppWanted } from './in-app-wanted';
import { emailWanted, writeNotificationEmail } from './notification-email';

/** What an event tells one person. */
export interface NotificationEvent {
  userId: number;
  companyId: number;
  type: NotificationType;
  message: string;
  action: string | null;
  actorId: number | null;
  /** The event it comes from; a person is notified of each event once. */
  eventKey: string;
  /** When it happened, if not now (an announcement posted at its start date). */
  createdAt?: string;
  /** False when its source asked for no e-mail (an announcement without its e-mail box ticked). */
  email?: boolean;
}

export interface Notifier {
  notify(events: readonly NotificationEvent[]): NotificationRow[];
}

/**
 * The one notification writer: every event that tells someone something calls it. It stores each
 * notification once per person and event and pushes it over the user's cable channel, and puts an e-mail
 * in the outbox for each person who wants the type by e-mail — whether or not they want it in the bell.
 */
export function createNotifier(store: Store, realtime: Realtime, now: () => number): Notifier {
  // Kept between gives: rebuilding it from every notification on each give made a give's cost grow with them.
  const writtenByKey = growingIndex((row: NotificationRow) => `${row.user_id} ${row.event_key}`);
  const mailedByKey = growingIndex((row: Database['outbox_emails'][number]) =>
    row.kind === 'notification' ? `${row.user_id} ${row.event_key}` : '',
  );
  return {
    notify(events) {
      const rows = store.all('notifications');
      const written = writtenByKey(rows);
      const mailed = mailedByKey(store.all('outbox_emails'));
      const users = store.rowsById('users');
      const writing = new Set<string>();
      const added: NotificationRow[] = [];
      let emails = 0;
      for (const event of events) {
        const key = `${event.userId} ${event.eventKey}`;
        if (writing.has(key)) continue;
        writing.add(key);
        const createdAt = event.createdAt ?? new Date(now()).toISOString();
        const person = users.get(event.userId);
        if (!written.has(key) && !mailed.has(key) && emailWanted(person, event)) {
          writeNotificationEmail(store, event, person, createdAt);
          emails += 1;
        }
        if (written.has(key) || !inAppWanted(store, event)) continue;
        const row: NotificationRow = {
          id: store.nextId('notifications'),
          company_id: event.companyId,
          user_id: event.userId,
          type: event.type,
          message: event.message,
          action: event.action,
          actor_id: event.actorId,
          event_key: event.eventKey,
          created_at: createdAt,
          acted_at: null,
          seen_at: null,
        };
        rows.push(row);
        added.push(row);
      }
      if (added.length === 0 && emails === 0) return added;
      store.persist();
      for (const row of added) {
        realtime.broadcastToUser(row.user_id, NOTIFICATION_CREATED_EVENT, notificationView(row, users));
      }
      return added;
    },
  };
}
