import { ANNOUNCEMENT_QUERY_PARAM } from '@laurel/shared';
import {
  BILLING_NOTIFICATION_TYPES,
  FEEDBACK_NOTIFICATION_TYPES,
  FEEDBACK_PATH,
  type AppNotification,
} from '@laurel/shared/contract';

/** Where clicking a notification takes the reader (recognition §4). */
export type NotificationDestination =
  | { kind: 'give-recognition' }
  | { kind: 'page'; path: string }
  | { kind: 'announcement'; announcementId: number }
  | { kind: 'site'; url: string }
  | { kind: 'nowhere' };

const RECOGNITION_IN_ACTION = /\/bonuses\/(\d+)/;

/** An action on this site is a page of the app; one elsewhere (http or https only) is another site. */
function destinationOfAction(action: string): NotificationDestination {
  let url: URL;
  try {
    url = new URL(action, window.location.origin);
  } catch {
    return { kind: 'nowhere' };
  }
  if (url.origin === window.location.origin) return { kind: 'page', path: `${url.pathname}${url.search}${url.hash}` };
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'site', url: url.href } : { kind: 'nowhere' };
}

function announcementIdOf(action: string): number | null {
  try {
    const id = Number(new URL(action, window.location.origin).searchParams.get(ANNOUNCEMENT_QUERY_PARAM));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Recognition §4, in its order: no action, a recognition, feedback, billing, announcement, else the action. */
export function destinationOf({ type, action }: Pick<AppNotification, 'type' | 'action'>): NotificationDestination {
  if (!action) return { kind: 'give-recognition' };
  const recognition = RECOGNITION_IN_ACTION.exec(action);
  if (recognition) return { kind: 'page', path: `/bonuses/${recognition[1]}` };
  if (FEEDBACK_NOTIFICATION_TYPES.includes(type)) return { kind: 'page', path: FEEDBACK_PATH };
  if (BILLING_NOTIFICATION_TYPES.includes(type)) return destinationOfAction(action);
  const announcementId = type === 'announcement' ? announcementIdOf(action) : null;
  if (announcementId !== null) return { kind: 'announcement', announcementId };
  return destinationOfAction(action);
}
