export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { MonthRangePicker, type MonthRangePickerProps } from './MonthRangePicker';
export type { DateRule } from './DayCalendar';
export { orderRange, EMPTY_RANGE, type DateRange } from './date-range';
export { assertDateValue, assertRangeValue } from './assert-values';
export { calendarDays, CALENDAR_DAY_CELLS } from './calendar-days';
export { monthGrid, nextYearCap, expandMonthRange, MAX_YEARS_AHEAD, type MonthRule } from './month-grid';
export {
  rangeReducer,
  initialRangeState,
  displayedRange,
  draftToApply,
  type RangeState,
  type RangeAction,
  type RangePhase,
} from './range-reducer';
export { useDebouncedLookup, LOOKUP_DEBOUNCE_MS, type Lookup } from './use-debounced-lookup';
