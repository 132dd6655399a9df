import { endOfMonth, startOfMonth } from 'date-fns';
import type { DateRange } from './date-range';

export const MONTH_GRID_COLUMNS = 3;
export const MONTHS_PER_YEAR = 12;
export const MAX_YEARS_AHEAD = 10;

export type MonthRule = (month: Date) => boolean;

/** The twelve months of `year` (each the 1st at 00:00), in rows of three. */
export function monthGrid(year: number): Date[][] {
  const rows = MONTHS_PER_YEAR / MONTH_GRID_COLUMNS;
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: MONTH_GRID_COLUMNS }, (_, column) => new Date(year, row * MONTH_GRID_COLUMNS + column, 1)),
  );
}

/**
 * The last year the next-year control can reach: the current year plus 10, or the current year
 * itself when the caller's rule disables next year's first month.
 */
export function nextYearCap(now: Date, isMonthDisabled?: MonthRule): number {
  const year = now.getFullYear();
  if (isMonthDisabled?.(new Date(year + 1, 0, 1))) return year;
  return year + MAX_YEARS_AHEAD;
}

/** A month range as dates: the first day of the start month at 00:00 to the last moment of the end month. */
export function expandMonthRange([start, end]: DateRange): DateRange {
  return [start && startOfMonth(start), end && endOfMonth(end)];
}
