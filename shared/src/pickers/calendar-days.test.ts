import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { calendarDays, calendarWeeks } from './calendar-days';

const ymd = (date: Date | undefined) => date && [date.getFullYear(), date.getMonth() + 1, date.getDate()].join('-');

describe('calendarDays', () => {
  it.each([
    ['February 2026, four weeks long', new Date(2026, 1, 1)],
    ['March 2025, spanning six weeks', new Date(2025, 2, 1)],
    ['August 2025', new Date(2025, 7, 20)],
    ['December 2024, across the year end', new Date(2024, 11, 31)],
  ])('always gives 42 consecutive days for %s', (_name, month) => {
    const days = calendarDays(month);
    expect(days).toHaveLength(42);
    days.slice(1).forEach((date, index) => expect(date.getTime()).toBeGreaterThan(days[index]!.getTime()));
    expect(days.some((date) => date.getMonth() === month.getMonth() && date.getDate() === 1)).toBe(true);
  });

  it('starts on the 1st when the month begins on the locale’s week start', () => {
    expect(ymd(calendarDays(new Date(2025, 5, 15))[0])).toBe('2025-6-1');
    expect(ymd(calendarDays(new Date(2025, 8, 15), de)[0])).toBe('2025-9-1');
    expect(ymd(calendarDays(new Date(2025, 8, 15), de)[41])).toBe('2025-10-12');
  });

  it('starts weeks on Sunday for en-US and on Monday for en-GB, de and fr', () => {
    const march = new Date(2025, 2, 1);
    expect(ymd(calendarDays(march)[0])).toBe('2025-2-23');
    expect(calendarDays(march)[0]?.getDay()).toBe(0);
    for (const locale of [enGB, de, fr]) {
      expect(ymd(calendarDays(march, locale)[0])).toBe('2025-2-24');
      expect(calendarDays(march, locale)[0]?.getDay()).toBe(1);
    }
  });

  it('splits into six weeks of seven days', () => {
    const weeks = calendarWeeks(new Date(2025, 2, 1));
    expect(weeks).toHaveLength(6);
    weeks.forEach((week) => expect(week).toHaveLength(7));
  });
});
