import { format, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { assertRangeValue } from './assert-values';
import { DEFAULT_PICKER_LOCALE } from './calendar-days';
import type { DateRange } from './date-range';
import { DayCalendar, type DateRule } from './DayCalendar';
import { PickerPopover } from './PickerPopover';
import { rangeText } from './range-text';
import { displayedRange } from './range-reducer';
import { useRangePicker } from './useRangePicker';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Days for which this returns true cannot be selected. */
  isDateDisabled?: DateRule;
  /** Sets the week start and the date formats; en-US by default. */
  locale?: Locale;
  label: string;
}

/**
 * A button showing the range that opens a one-month calendar. Days are picked start then end (either order);
 * Apply hands on `[earliest, latest]` (a single click: that day twice), Clear empties the draft, Cancel keeps `value`.
 * Outside production a value that is not a two-element list of Date or null throws a TypeError.
 */
export function DateRangePicker({ value, onChange, isDateDisabled, locale, label }: DateRangePickerProps) {
  assertRangeValue(value);
  const { t } = useTranslation('components');
  const { state, dispatch, setOpen, apply } = useRangePicker(value, onChange);
  const dateLocale = locale ?? DEFAULT_PICKER_LOCALE;
  const formatDate = (date: Date) => format(date, 'PP', { locale: dateLocale });

  return (
    <PickerPopover
      label={label}
      valueText={rangeText(value, formatDate, t, 'pickers.datePlaceholder')}
      open={state.open}
      onOpenChange={setOpen}
      onApply={apply}
      onClear={() => dispatch({ type: 'clear' })}
    >
      <DayCalendar
        range={displayedRange(state)}
        initialDate={state.range[0] ?? new Date()}
        locale={dateLocale}
        isDateDisabled={isDateDisabled}
        onPick={(date, disabled) => dispatch({ type: 'click', date, disabled })}
        onHover={(date, disabled) => dispatch({ type: 'hover', date, disabled })}
      />
    </PickerPopover>
  );
}
