import { activeSeason, choiceKey, introSeenKey, SEASON_KINDS, seasonsOfYear } from './season';

const day = (year: number, month: number, date: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, date, hours, minutes, seconds);
const LAST_SECOND = [23, 59, 59] as const;

describe('activeSeason', () => {
  it.each([
    ['the first minute of the holidays', 'holidays-2026', day(2026, 12, 1)],
    ['the last second of the year', 'holidays-2026', day(2026, 12, 31, ...LAST_SECOND)],
    ["New Year's Day, in the season that began the year before", 'holidays-2026', day(2027, 1, 1)],
    ['the last second of the holidays', 'holidays-2026', day(2027, 1, 6, ...LAST_SECOND)],
    ['the first minute of winter', 'winter-2027', day(2027, 1, 7)],
    ['the last day of February', 'winter-2027', day(2027, 2, 28, ...LAST_SECOND)],
    ['29 February of a leap year', 'winter-2028', day(2028, 2, 29, 12)],
    ['the first minute of spring', 'spring-2027', day(2027, 3, 1)],
    ['the last second of spring', 'spring-2027', day(2027, 5, 31, ...LAST_SECOND)],
    ['the first minute of summer', 'summer-2027', day(2027, 6, 1)],
    ['the last second of summer', 'summer-2027', day(2027, 8, 31, ...LAST_SECOND)],
    ['the first minute of autumn', 'autumn-2026', day(2026, 9, 1)],
    ['Halloween', 'autumn-2026', day(2026, 10, 31, 20)],
    ['the last second of autumn', 'autumn-2026', day(2026, 11, 30, ...LAST_SECOND)],
  ])('on %s is %s', (_when, id, now) => {
    expect(activeSeason(now).id).toBe(id);
  });

  it("reads the reader's local calendar day, whatever the machine's zone", () => {
    const localMidnight = day(2026, 12, 1);
    expect(activeSeason(localMidnight).kind).toBe('holidays');
    expect(activeSeason(new Date(localMidnight.getTime() - 1)).kind).toBe('autumn');
  });

  it('puts every day of four years, a leap year among them, in exactly one season', () => {
    const ids = new Set<string>();
    for (
      let date = day(2026, 1, 1);
      date < day(2030, 1, 1);
      date = day(date.getFullYear(), date.getMonth() + 1, date.getDate() + 1)
    ) {
      const season = activeSeason(day(date.getFullYear(), date.getMonth() + 1, date.getDate(), 12));
      expect(date >= season.startsOn && date <= season.endsOn).toBe(true);
      ids.add(season.id);
    }
    // Four years of five seasons, plus the holidays of 2025 that run into January 2026.
    expect(ids.size).toBe(4 * SEASON_KINDS.length + 1);
  });
});

describe('seasonsOfYear', () => {
  it('gives each season an id of the year it starts in and inclusive local dates', () => {
    expect(seasonsOfYear(2026).map(({ id, startsOn, endsOn }) => [id, startsOn, endsOn])).toEqual([
      ['winter-2026', day(2026, 1, 7), day(2026, 2, 28)],
      ['spring-2026', day(2026, 3, 1), day(2026, 5, 31)],
      ['summer-2026', day(2026, 6, 1), day(2026, 8, 31)],
      ['autumn-2026', day(2026, 9, 1), day(2026, 11, 30)],
      ['holidays-2026', day(2026, 12, 1), day(2027, 1, 6)],
    ]);
  });

  it('ends winter on 29 February in a leap year', () => {
    expect(seasonsOfYear(2028)[0]?.endsOn).toEqual(day(2028, 2, 29));
  });

  it('leaves no day between one season and the next, across the year end too', () => {
    const seasons = [...seasonsOfYear(2026), ...seasonsOfYear(2027)];
    seasons.slice(0, -1).forEach(({ endsOn }, index) => {
      const dayAfter = day(endsOn.getFullYear(), endsOn.getMonth() + 1, endsOn.getDate() + 1);
      expect(dayAfter).toEqual(seasons[index + 1]?.startsOn);
    });
  });
});

describe('storage keys', () => {
  it('are per season and year, so each season asks afresh', () => {
    const holidays = activeSeason(day(2027, 1, 2));
    expect(choiceKey(holidays)).toBe('laurel:seasonal-theme:holidays-2026');
    expect(introSeenKey(holidays)).toBe('laurel:seasonal-theme:holidays-2026:intro-seen');
    expect(choiceKey(activeSeason(day(2027, 12, 2)))).toBe('laurel:seasonal-theme:holidays-2027');
  });
});
