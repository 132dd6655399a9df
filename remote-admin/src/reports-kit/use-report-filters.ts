import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultAnalyticsRange,
  parseReportFilters,
  reportFiltersQuery,
  type ReportFilters,
} from '@laurel/shared/contract';

/**
 * A report's filters live in the address, so a link, a reload and a switch between a report's tabs keep
 * them. A range the address cannot hold falls back to the default analytics range.
 */
export function useReportFilters(today: Date = new Date()) {
  const [params, setParams] = useSearchParams();
  const day = today.toISOString().slice(0, 10);
  const filters = useMemo(() => {
    const noon = new Date(`${day}T12:00:00.000Z`);
    const read = parseReportFilters(Object.fromEntries(params), noon);
    return 'filters' in read ? read.filters : defaultAnalyticsRange(noon);
  }, [params, day]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setFilters = useCallback(
    (next: ReportFilters) => setParams(reportFiltersQuery(next), { replace: true }),
    [setParams],
  );
  const pageSearch = useCallback(
    (nextPage: number) => `?${new URLSearchParams({ ...reportFiltersQuery(filters), page: String(nextPage) })}`,
    [filters],
  );
  return { filters, setFilters, page, pageSearch };
}
