import { v2Client } from '@laurel/shared';
import type { AppNotification } from '@laurel/shared/contract';

type Marked = { result: AppNotification };

/** `POST app_notifications/{id}/mark_as_seen` (recognition §7). */
export const markAsSeen = (id: number) =>
  v2Client.post<Marked>(`app_notifications/${id}/mark_as_seen`).then((body) => body.result);

/** `POST app_notifications/{id}/mark_as_read` (recognition §7). */
export const markAsRead = (id: number) =>
  v2Client.post<Marked>(`app_notifications/${id}/mark_as_read`).then((body) => body.result);

/** `POST app_notifications/mark_all_as_read`: every not-read notification of the caller (recognition §4). */
export const markAllAsRead = () => v2Client.post<{ result: { marked: number } }>('app_notifications/mark_all_as_read');
