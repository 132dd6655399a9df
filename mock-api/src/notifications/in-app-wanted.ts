import { wantsInApp, type NotificationType } from '@laurel/shared/contract';
import type { Store } from '../db/store';

/** A person who switched a group's in-app notifications off gets no bell item of it (profile settings). */
export const inAppWanted = (store: Store, event: { userId: number; type: NotificationType }) =>
  wantsInApp(store.rowsById('users').get(event.userId)?.notification_preferences, event.type);
