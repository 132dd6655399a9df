/** The admin nomination period reads carry this first in their SWR keys, so a change refreshes every one of them. */
export const ADMIN_NOMINATION_PERIODS_KEY = 'admin-nomination-periods';

export const isAdminNominationPeriodsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === ADMIN_NOMINATION_PERIODS_KEY;

/** The index's pages only, so a change does not read again the period on screen (or one just deleted). */
export const isNominationPeriodListKey = (key: unknown) =>
  isAdminNominationPeriodsKey(key) && (key as unknown[])[1] === 'list';
