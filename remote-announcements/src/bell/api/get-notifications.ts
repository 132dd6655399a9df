import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AppNotification } from '@laurel/shared/contract';
import { NOTIFICATIONS_REFRESH_INTERVAL_MS } from '../bell-constants';

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
