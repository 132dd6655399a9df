import { notificationStatusOf, type AppNotification } from '@laurel/shared/contract';
import type { NotificationRow, User } from '../db/types';

/** A stored notification as the API answers it: its status derived, who it is about named. */
export function notificationView(row: NotificationRow, users: ReadonlyMap<number, User>): AppNotification {
  const actor = row.actor_id === null ? undefined : users.get(row.actor_id);
  return {
    id: row.id,
    status: notificationStatusOf(row),
    type: row.type,
    message: row.message,
    created_at: row.created_at,
    action: row.action,
    content: { display_name: actor?.display_name ?? 'Laurel', avatar: actor?.profile_pic_url ?? '' },
    acted_at: row.acted_at,
    seen_at: row.seen_at,
  };
}
