import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { nextFocusedDay, nextFocusedMonth } from './grid-keys';

const wednesday = new Date(2025, 2, 5);

describe('nextFocusedDay', () => {
  it('moves by day, week and month', () => {
    expect(nextFocusedDay(wednesday, 'ArrowLeft', enUS)).toEqual(new Date(2025, 2, 4));
    expect(nextFocusedDay(wednesday, 'ArrowRight', enUS)).toEqual(new Date(2025, 2, 6));
    expect(nextFocusedDay(wednesday, 'ArrowUp', enUS)).toEqual(new Date(2025, 1, 26));
    expect(nextFocusedDay(wednesday, 'ArrowDown', enUS)).toEqual(new Date(2025, 2, 12));
    expect(nextFocusedDay(wednesday, 'PageUp', enUS)).toEqual(new Date(2025, 1, 5));
    expect(nextFocusedDay(wednesday, 'PageDown', enUS)).toEqual(new Date(2025, 3, 5));
  });

  it('goes to the ends of the locale’s week with Home and End', () => {
    expect(nextFocusedDay(wednesday, 'Home', enUS)).toEqual(new Date(2025, 2, 2));
    expect(nextFocusedDay(wednesday, 'End', enUS)).toEqual(new Date(2025, 2, 8));
    expect(nextFocusedDay(wednesday, 'Home', de)).toEqual(new Date(2025, 2, 3));
    expect(nextFocusedDay(wednesday, 'End', de)).toEqual(new Date(2025, 2, 9));
  });

  it('leaves other keys alone', () => {
    expect(nextFocusedDay(wednesday, 'Enter', enUS)).toBeNull();
  });
});

describe('nextFocusedMonth', () => {
  const march = new Date(2025, 2, 1);

  it('moves by month, by row of three and by year', () => {
    expect(nextFocusedMonth(march, 'ArrowLeft')).toEqual(new Date(2025, 1, 1));
    expect(nextFocusedMonth(march, 'ArrowRight')).toEqual(new Date(2025, 3, 1));
    expect(nextFocusedMonth(march, 'ArrowUp')).toEqual(new Date(2024, 11, 1));
    expect(nextFocusedMonth(march, 'ArrowDown')).toEqual(new Date(2025, 5, 1));
    expect(nextFocusedMonth(march, 'PageDown')).toEqual(new Date(2026, 2, 1));
    expect(nextFocusedMonth(march, ' ')).toBeNull();
  });
});
