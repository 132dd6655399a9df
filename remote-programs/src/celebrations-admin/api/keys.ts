/** The admin celebration reads carry this first in their SWR keys, so a change refreshes every one of them. */
export const ADMIN_CELEBRATIONS_KEY = 'admin-celebrations';

export const isAdminCelebrationsKey = (key: unknown) => Array.isArray(key) && key[0] === ADMIN_CELEBRATIONS_KEY;
