/** The admin incentive reads carry this first in their SWR keys, so a change refreshes every one of them. */
export const ADMIN_INCENTIVES_KEY = 'admin-incentives';

export const isAdminIncentivesKey = (key: unknown) => Array.isArray(key) && key[0] === ADMIN_INCENTIVES_KEY;
