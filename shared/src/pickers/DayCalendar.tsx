import { useId, type KeyboardEvent } from 'react';
import { addMonths, format, isSameDay, isSameMonth, isToday, startOfDay, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { calendarWeeks } from './calendar-days';
import { cellSelection } from './cell-selection';
import type { DateRange } from './date-range';
import { nextFocusedDay } from './grid-keys';
import { RangeGridCell } from './RangeGridCell';
import { useGridFocus } from './useGridFocus';
import styles from './pickers.module.css';
import { CalendarNavigation } from './CalendarNavigation';

export type DateRule = (date: Date) => boolean;

interface DayCalendarProps {
  range: DateRange;
  initialDate: Date;
  locale: Locale;
  isDateDisabled?: DateRule;
  onPick: (date: Date, disabled: boolean) => void;
  onHover: (date: Date, disabled: boolean) => void;
}

/** One month of 42 day cells with previous/next month buttons; arrows, Home/End and PageUp/PageDown move focus. */
export function DayCalendar({ range, initialDate, locale, isDateDisabled, onPick, onHover }: DayCalendarProps) {
  const { t } = useTranslation('components');
  const titleId = useId();
  const { focused, setFocused, moveFocusTo, gridRef } = useGridFocus(startOfDay(initialDate));
  const weeks = calendarWeeks(focused, locale);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: Date) => {
    const next = nextFocusedDay(date, event.key, locale);
    if (!next) return;
    event.preventDefault();
    moveFocusTo(next);
  };
  const pick = (date: Date, disabled: boolean) => {
    setFocused(date);
    onPick(date, disabled);
  };

  return (
    <div className={styles.calendar}>
      <CalendarNavigation
        titleId={titleId}
        title={format(focused, 'LLLL yyyy', { locale })}
        previousLabel={t('pickers.previousMonth')}
        nextLabel={t('pickers.nextMonth')}
        onPrevious={() => setFocused(addMonths(focused, -1))}
        onNext={() => setFocused(addMonths(focused, 1))}
      />
      <table role="grid" aria-labelledby={titleId} className={styles.grid} ref={gridRef}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale })} className={styles.weekday}>
                {format(day, 'EEEEEE', { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => (
                <RangeGridCell
                  key={day.toISOString()}
                  date={day}
                  label={format(day, 'PPPP', { locale })}
                  text={format(day, 'd', { locale })}
                  selection={cellSelection(day, range, startOfDay)}
                  focusable={isSameDay(day, focused)}
                  disabled={isDateDisabled?.(day) ?? false}
                  current={isToday(day)}
                  outside={!isSameMonth(day, focused)}
                  onPick={pick}
                  onHover={onHover}
                  onKeyDown={onKeyDown}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
