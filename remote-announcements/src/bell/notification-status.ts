import { notificationStatusOf, type AppNotification } from '@laurel/shared/contract';

export const isRead = (notification: AppNotification): boolean => notificationStatusOf(notification) === 'read';

/** The list as it will be once `ids` are marked seen at `at`: read ones and seen ones keep their times. */
export const markedSeen = (notifications: AppNotification[], ids: ReadonlySet<number>, at: string) =>
  notifications.map((notification) =>
    ids.has(notification.id) && notification.seen_at === null
      ? { ...notification, seen_at: at, status: notificationStatusOf({ ...notification, seen_at: at }) }
      : notification,
  );

/** The list as it will be once `ids` are marked read at `at`. */
export const markedRead = (notifications: AppNotification[], ids: ReadonlySet<number>, at: string) =>
  notifications.map((notification) =>
    ids.has(notification.id) && notification.acted_at === null
      ? { ...notification, seen_at: notification.seen_at ?? at, acted_at: at, status: 'read' as const }
      : notification,
  );
