import type { SWRConfiguration } from 'swr';

/** Spec §9: reads are fresh for ten minutes. */
export const QUERY_STALE_TIME_MS = 10 * 60 * 1000;

/** Spec §9 data-query defaults for every SWR read: no retry, stale after 10 minutes, keep previous data. */
export const QUERY_DEFAULTS: SWRConfiguration = {
  shouldRetryOnError: false,
  dedupingInterval: QUERY_STALE_TIME_MS,
  focusThrottleInterval: QUERY_STALE_TIME_MS,
  revalidateOnFocus: false,
  keepPreviousData: true,
};
