import { addDays, addMonths, addYears, startOfWeek, type Locale } from 'date-fns';
import { DAYS_PER_WEEK } from './calendar-days';
import { MONTH_GRID_COLUMNS } from './month-grid';

/** Where focus goes from `date` in the day grid for `key`, or null when the key is not a move. */
export function nextFocusedDay(date: Date, key: string, locale: Locale): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -DAYS_PER_WEEK);
    case 'ArrowDown':
      return addDays(date, DAYS_PER_WEEK);
    case 'Home':
      return startOfWeek(date, { locale });
    case 'End':
      return addDays(startOfWeek(date, { locale }), DAYS_PER_WEEK - 1);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** Where focus goes from `month` in the month grid for `key`, or null when the key is not a move. */
export function nextFocusedMonth(month: Date, key: string): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addMonths(month, -1);
    case 'ArrowRight':
      return addMonths(month, 1);
    case 'ArrowUp':
      return addMonths(month, -MONTH_GRID_COLUMNS);
    case 'ArrowDown':
      return addMonths(month, MONTH_GRID_COLUMNS);
    case 'PageUp':
      return addYears(month, -1);
    case 'PageDown':
      return addYears(month, 1);
    default:
      return null;
  }
}
