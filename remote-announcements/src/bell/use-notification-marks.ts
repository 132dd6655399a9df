import { useNotifications } from '@laurel/shared';
import { notificationStatusOf, type AppNotification } from '@laurel/shared/contract';
import { markAllAsRead, markAsRead, markAsSeen } from './api/mark-notifications';
import { isRead, markedRead, markedSeen } from './notification-status';

type Change = (notifications: AppNotification[], ids: ReadonlySet<number>, at: string) => AppNotification[];

/**
 * Marking notifications seen or read (recognition §4): the list shows the change at once, the server is
 * asked, and the list is read again; a refused mark puts the list back as it was and rejects.
 */
export function useNotificationMarks() {
  const { data, mutate } = useNotifications();
  const notifications = data ?? [];
  const mark = (ids: ReadonlySet<number>, change: Change, send: () => Promise<unknown>) =>
    mutate(
      send().then(() => undefined),
      {
        optimisticData: (current) => change(current ?? [], ids, new Date().toISOString()),
        rollbackOnError: true,
        populateCache: false,
        revalidate: true,
      },
    );
  const idsWhere = (keep: (notification: AppNotification) => boolean) =>
    new Set(notifications.filter(keep).map((notification) => notification.id));

  return {
    markUnreadSeen: () => {
      const ids = idsWhere((notification) => notificationStatusOf(notification) === 'unread');
      if (ids.size === 0) return Promise.resolve();
      return mark(ids, markedSeen, () => Promise.all([...ids].map(markAsSeen)));
    },
    markRead: (notification: AppNotification) =>
      isRead(notification)
        ? Promise.resolve()
        : mark(new Set([notification.id]), markedRead, () => markAsRead(notification.id)),
    markAllRead: () =>
      mark(
        idsWhere((notification) => !isRead(notification)),
        markedRead,
        markAllAsRead,
      ),
  };
}
