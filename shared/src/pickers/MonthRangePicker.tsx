import { format, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { assertRangeValue } from './assert-values';
import { DEFAULT_PICKER_LOCALE } from './calendar-days';
import type { DateRange } from './date-range';
import { MonthCalendar } from './MonthCalendar';
import { expandMonthRange, type MonthRule } from './month-grid';
import { PickerPopover } from './PickerPopover';
import { rangeText } from './range-text';
import { displayedRange } from './range-reducer';
import { useRangePicker } from './useRangePicker';

export interface MonthRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Months (given as their 1st at 00:00) for which this returns true cannot be selected. */
  isMonthDisabled?: MonthRule;
  /** Sets the month names; en-US by default. */
  locale?: Locale;
  label: string;
}

/**
 * A button showing the range that opens a one-year grid of months. Apply hands on the first day of the
 * earliest month at 00:00 to the last moment of the latest one, so a single month becomes the whole month.
 * Outside production a value that is not a two-element list of Date or null throws a TypeError.
 */
export function MonthRangePicker({ value, onChange, isMonthDisabled, locale, label }: MonthRangePickerProps) {
  assertRangeValue(value);
  const { t } = useTranslation('components');
  const { state, dispatch, setOpen, apply } = useRangePicker(value, (draft) => onChange(expandMonthRange(draft)));
  const dateLocale = locale ?? DEFAULT_PICKER_LOCALE;
  const formatMonth = (month: Date) => format(month, 'LLL yyyy', { locale: dateLocale });
  const now = new Date();

  return (
    <PickerPopover
      label={label}
      valueText={rangeText(value, formatMonth, t, 'pickers.monthPlaceholder')}
      open={state.open}
      onOpenChange={setOpen}
      onApply={apply}
      onClear={() => dispatch({ type: 'clear' })}
    >
      <MonthCalendar
        range={displayedRange(state)}
        initialMonth={state.range[0] ?? now}
        now={now}
        locale={dateLocale}
        isMonthDisabled={isMonthDisabled}
        onPick={(month, disabled) => dispatch({ type: 'click', date: month, disabled })}
        onHover={(month, disabled) => dispatch({ type: 'hover', date: month, disabled })}
      />
    </PickerPopover>
  );
}
