import { QUERY_DEFAULTS, QUERY_STALE_TIME_MS } from './query-defaults';

test('reads follow the spec §9 defaults: no retry, ten minutes fresh, previous data kept', () => {
  expect(QUERY_STALE_TIME_MS).toBe(600_000);
  expect(QUERY_DEFAULTS).toMatchObject({
    shouldRetryOnError: false,
    dedupingInterval: QUERY_STALE_TIME_MS,
    keepPreviousData: true,
  });
});
