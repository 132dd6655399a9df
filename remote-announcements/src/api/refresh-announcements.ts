import type { ScopedMutator } from 'swr';
import { ANNOUNCEMENT_KEY_PREFIX, ANNOUNCEMENTS_KEY, CURRENT_ANNOUNCEMENTS_KEY, RECOGNITION_USER_KEY } from './keys';

const isAnnouncementKey = (key: unknown) =>
  key === ANNOUNCEMENTS_KEY ||
  key === CURRENT_ANNOUNCEMENTS_KEY ||
  key === RECOGNITION_USER_KEY ||
  (Array.isArray(key) && key[0] === ANNOUNCEMENT_KEY_PREFIX);

/**
 * Recognition §4: after a create, edit or delete the posted and scheduled lists, the viewer's current
 * announcements, each announcement read and the recognition user are read again.
 */
export const refreshAnnouncements = (mutate: ScopedMutator) => mutate(isAnnouncementKey);
