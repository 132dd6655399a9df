import { addDays, startOfMonth, startOfWeek, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

export const CALENDAR_WEEKS = 6;
export const DAYS_PER_WEEK = 7;
export const CALENDAR_DAY_CELLS = CALENDAR_WEEKS * DAYS_PER_WEEK;

export const DEFAULT_PICKER_LOCALE: Locale = enUS;

/** The 42 days shown for `month`: six weeks from the locale's week start on or before the 1st. */
export function calendarDays(month: Date, locale: Locale = DEFAULT_PICKER_LOCALE): Date[] {
  const first = startOfWeek(startOfMonth(month), { locale });
  return Array.from({ length: CALENDAR_DAY_CELLS }, (_, index) => addDays(first, index));
}

/** The days split into rows of one week each. */
export function calendarWeeks(month: Date, locale: Locale = DEFAULT_PICKER_LOCALE): Date[][] {
  const days = calendarDays(month, locale);
  return Array.from({ length: CALENDAR_WEEKS }, (_, week) =>
    days.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK),
  );
}
