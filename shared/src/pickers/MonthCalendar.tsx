import { useId, type KeyboardEvent } from 'react';
import { addYears, format, isSameMonth, startOfMonth, type Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { cellSelection } from './cell-selection';
import type { DateRange } from './date-range';
import { nextFocusedMonth } from './grid-keys';
import { monthGrid, nextYearCap, type MonthRule } from './month-grid';
import { RangeGridCell } from './RangeGridCell';
import { useGridFocus } from './useGridFocus';
import styles from './pickers.module.css';
import { CalendarNavigation } from './CalendarNavigation';

interface MonthCalendarProps {
  range: DateRange;
  initialMonth: Date;
  now: Date;
  locale: Locale;
  isMonthDisabled?: MonthRule;
  onPick: (month: Date, disabled: boolean) => void;
  onHover: (month: Date, disabled: boolean) => void;
}

/** One year of 12 month cells in 3 columns, with previous/next year buttons; next year stops at the cap. */
export function MonthCalendar(props: MonthCalendarProps) {
  const { range, initialMonth, now, locale, isMonthDisabled, onPick, onHover } = props;
  const { t } = useTranslation('components');
  const titleId = useId();
  const { focused, setFocused, moveFocusTo, gridRef } = useGridFocus(startOfMonth(initialMonth));
  const year = focused.getFullYear();
  const lastYear = nextYearCap(now, isMonthDisabled);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, month: Date) => {
    const next = nextFocusedMonth(month, event.key);
    if (!next) return;
    event.preventDefault();
    if (next.getFullYear() <= Math.max(lastYear, year)) moveFocusTo(next);
  };
  const pick = (month: Date, disabled: boolean) => {
    setFocused(month);
    onPick(month, disabled);
  };

  return (
    <div className={styles.calendar}>
      <CalendarNavigation
        titleId={titleId}
        title={String(year)}
        previousLabel={t('pickers.previousYear')}
        nextLabel={t('pickers.nextYear')}
        onPrevious={() => setFocused(addYears(focused, -1))}
        onNext={() => setFocused(addYears(focused, 1))}
        nextDisabled={year >= lastYear}
      />
      <table role="grid" aria-labelledby={titleId} className={styles.grid} ref={gridRef}>
        <tbody>
          {monthGrid(year).map((row) => (
            <tr key={row[0]?.getMonth()}>
              {row.map((month) => (
                <RangeGridCell
                  key={month.getMonth()}
                  date={month}
                  label={format(month, 'LLLL yyyy', { locale })}
                  text={format(month, 'LLL', { locale })}
                  selection={cellSelection(month, range, startOfMonth)}
                  focusable={isSameMonth(month, focused)}
                  disabled={isMonthDisabled?.(month) ?? false}
                  current={isSameMonth(month, now)}
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
