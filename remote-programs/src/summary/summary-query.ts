import { pageNumberOf } from '@laurel/shared/contract';
import { DEFAULT_SUMMARY_PRESET, isDay, presetRange, type DayRange } from './summary-range';

export type SummarySortOrder = 'asc' | 'desc';

export interface SummaryQuery extends DayRange {
  awardIds: number[];
  sortOrder: SummarySortOrder;
  page: number;
}

const idsFrom = (value: string | null) =>
  [...new Set((value ?? '').split(',').map(Number))].filter((id) => Number.isInteger(id) && id > 0);

/**
 * `?award_ids=1,2&start_date=…&end_date=…&sort_order=asc&page=2` (programs §9): newest first over the last
 * 30 days where the address says nothing or something that does not parse; a page of at least 1.
 */
export function summaryQueryFrom(params: URLSearchParams, now: number): SummaryQuery {
  const start = params.get('start_date');
  const end = params.get('end_date');
  const range =
    isDay(start) && isDay(end) && start <= end
      ? { startDate: start, endDate: end }
      : presetRange(DEFAULT_SUMMARY_PRESET, now);
  return {
    ...range,
    awardIds: idsFrom(params.get('award_ids')),
    sortOrder: params.get('sort_order') === 'asc' ? 'asc' : 'desc',
    page: pageNumberOf(params.get('page') ?? undefined),
  };
}

/** The address's query for a summary; page 1 and the newest-first order stay out of it. */
export function summarySearchOf(query: SummaryQuery): string {
  const params = new URLSearchParams();
  if (query.awardIds.length > 0) params.set('award_ids', query.awardIds.join(','));
  params.set('start_date', query.startDate);
  params.set('end_date', query.endDate);
  if (query.sortOrder === 'asc') params.set('sort_order', 'asc');
  if (query.page > 1) params.set('page', String(query.page));
  return `?${params.toString()}`;
}

/** A new filter starts again at page 1 (programs §4). */
export const filtered = (query: SummaryQuery, change: Partial<Omit<SummaryQuery, 'page'>>): SummaryQuery => ({
  ...query,
  ...change,
  page: 1,
});
