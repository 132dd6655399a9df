/** The admin award reads carry this first in their SWR keys, so a change refreshes every one of them. */
export const ADMIN_AWARDS_KEY = 'admin-awards';

export const isAdminAwardsKey = (key: unknown) => Array.isArray(key) && key[0] === ADMIN_AWARDS_KEY;
