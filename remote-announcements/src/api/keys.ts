/** The announcements' SWR keys, one per read, so every change refreshes the same caches (recognition §4). */
export const ANNOUNCEMENTS_KEY = '/announcements/announcements';
export const CURRENT_ANNOUNCEMENTS_KEY = '/announcements/current_announcements';
/** A single announcement read; its key starts with this. */
export const ANNOUNCEMENT_KEY_PREFIX = 'announcement';
/** The recognition user (`GET /users/show`), which recognition §4 refreshes after each change too. */
export const RECOGNITION_USER_KEY = '/users/show';
