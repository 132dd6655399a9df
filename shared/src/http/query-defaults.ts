import type { SWRConfiguration } from 'swr';

/** Spec §9: reads are fresh for ten minutes. */
export const QUERY_STALE_TIME_MS = 10 * 60 * 1000;

/**
 * Spec §9 data-query defaults for every SWR read: no retry, stale after 10 minutes, keep previous data.
 * Each endpoint hook passes them (`useSWR(key, fetcher, QUERY_DEFAULTS)`), so swr loads with the first
 * page that reads data rather than with the shell.
 */
export const QUERY_DEFAULTS: SWRConfiguration = {
  shouldRetryOnError: false,
  dedupingInterval: QUERY_STALE_TIME_MS,
  focusThrottleInterval: QUERY_STALE_TIME_MS,
  revalidateOnFocus: false,
  keepPreviousData: true,
};
