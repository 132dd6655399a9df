import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import { reportFiltersQuery, type ReportFilters } from '@laurel/shared/contract';

type ReportKey = readonly [path: string, query: string];

const fetchReport = <Report>([path, query]: ReportKey) =>
  v2Client.get<{ result: Report }>(`${path}?${query}`).then((body) => body.result);

/** One admin report read with its filters (and any extra parameters such as a page), under the spec's defaults. */
export function useReport<Report>(path: string, filters: ReportFilters, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...reportFiltersQuery(filters), ...extra }).toString();
  const read = useSWR<Report, unknown, ReportKey>([path, query], fetchReport<Report>, QUERY_DEFAULTS);
  return { ...read, retry: () => void read.mutate() };
}
