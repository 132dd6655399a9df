import useSWR from 'swr';
import { QUERY_DEFAULTS } from '../http/query-defaults';
import { v2Client } from '../http/clients';
import type { AppNotification } from './notification-contract';
import { notificationStatusOf } from './notification-status';

/** Recognition §9: the list is read again this often while a page is open. */
export const NOTIFICATIONS_REFRESH_INTERVAL_MS = 60_000;

/** A badge beyond this reads "99+". */
export const BADGE_MAX_COUNT = 99;

/** The shell's bell: the popover hangs from it and gives the focus back to it. */
export const NOTIFICATION_BELL_ID = 'laurel-notification-bell';

/** One key for the bell's count (shell) and the popover's list (remote-announcements): one cache, one read. */
export const NOTIFICATIONS_KEY = 'app-notifications';

const fetchNotifications = () =>
  v2Client.get<{ result: AppNotification[] }>('app_notifications/notifications').then((body) => body.result);

// Unlike other reads, this one is read again on focus and every minute (recognition §4), so it may not
// stay deduplicated for the house's ten minutes.
const NOTIFICATIONS_QUERY = {
  ...QUERY_DEFAULTS,
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  revalidateOnFocus: true,
  refreshInterval: NOTIFICATIONS_REFRESH_INTERVAL_MS,
};

/** The signed-in person's notifications, newest first (recognition §7). */
export const useNotifications = () => useSWR(NOTIFICATIONS_KEY, fetchNotifications, NOTIFICATIONS_QUERY);

/** What the badge counts: notifications neither seen nor read (recognition §4). */
export const countUnread = (notifications: readonly AppNotification[]): number =>
  notifications.filter((notification) => notificationStatusOf(notification) === 'unread').length;
