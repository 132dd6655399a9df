/** The filters every admin report takes (programs §2, §9): a date range and who is counted. */

/** yyyy-MM-dd, a day in UTC (programs §9: dates are formatted in UTC). */
export type ReportDay = string;

export interface ReportRange {
  /** First day counted, inclusive. */
  start_date: ReportDay;
  /** Last day counted, inclusive. */
  end_date: ReportDay;
}

export interface ReportFilters extends ReportRange {
  department?: string;
  location?: string;
  /** A manager's id: their direct reports. */
  team?: number;
}

/** Why a range is refused, as an error id of the catalogue. */
export type ReportRangeProblem = 'report_start_date_invalid' | 'report_end_date_invalid' | 'report_range_reversed';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isReportDay(value: unknown): value is ReportDay {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  // Date.parse rolls 30 February over into March; a real day reads back as itself.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const toReportDay = (date: Date): ReportDay => date.toISOString().slice(0, 10);

export const reportDayStart = (day: ReportDay): number => Date.parse(`${day}T00:00:00.000Z`);

/** The instant after the range's last day ends. */
export const reportRangeEnd = (range: ReportRange): number => reportDayStart(range.end_date) + DAY_MS;

export const reportRangeDays = (range: ReportRange): number =>
  Math.round((reportRangeEnd(range) - reportDayStart(range.start_date)) / DAY_MS);

/** Programs §9: the default analytics range is the previous calendar month. */
export function defaultAnalyticsRange(today: Date): ReportRange {
  const firstOfThisMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const lastOfPrevious = new Date(firstOfThisMonth - DAY_MS);
  const firstOfPrevious = new Date(Date.UTC(lastOfPrevious.getUTCFullYear(), lastOfPrevious.getUTCMonth(), 1));
  return { start_date: toReportDay(firstOfPrevious), end_date: toReportDay(lastOfPrevious) };
}

/** The range of equal length that ends the day before `range` starts. */
export function previousReportRange(range: ReportRange): ReportRange {
  const days = reportRangeDays(range);
  const start = reportDayStart(range.start_date);
  return { start_date: toReportDay(new Date(start - days * DAY_MS)), end_date: toReportDay(new Date(start - DAY_MS)) };
}

export function reportRangeProblem(range: Partial<Record<keyof ReportRange, unknown>>): ReportRangeProblem | null {
  if (!isReportDay(range.start_date)) return 'report_start_date_invalid';
  if (!isReportDay(range.end_date)) return 'report_end_date_invalid';
  return range.start_date > range.end_date ? 'report_range_reversed' : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Filters from a query string or a JSON body: a missing range is the default analytics range, a bad
 * one is refused; empty filters are dropped and an unreadable team counts nobody.
 */
export function parseReportFilters(
  input: Record<string, unknown>,
  today: Date,
): { filters: ReportFilters } | { problem: ReportRangeProblem } {
  const given = input.start_date !== undefined || input.end_date !== undefined;
  const range = given ? { start_date: input.start_date, end_date: input.end_date } : defaultAnalyticsRange(today);
  const problem = reportRangeProblem(range);
  if (problem) return { problem };
  const filters: ReportFilters = { ...(range as ReportRange) };
  const department = text(input.department);
  const location = text(input.location);
  const team = text(input.team);
  if (department) filters.department = department;
  if (location) filters.location = location;
  if (team) filters.team = /^\d+$/.test(team) ? Number(team) : -1;
  return { filters };
}

/** The filters as query parameters, without the empty ones. */
export function reportFiltersQuery(filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = { start_date: filters.start_date, end_date: filters.end_date };
  if (filters.department) query.department = filters.department;
  if (filters.location) query.location = filters.location;
  if (filters.team !== undefined) query.team = String(filters.team);
  return query;
}
