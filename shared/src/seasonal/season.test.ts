import { activeSeason, CURRENT_SEASON } from './season';

describe('activeSeason', () => {
  it.each([
    ['the first day', new Date(2026, 9, 1, 0, 0)],
    ['late November', new Date(2026, 10, 25, 12, 0)],
    ['the last minute of the last day', new Date(2026, 10, 30, 23, 59, 59)],
  ])('is the autumn 2026 season on %s', (_when, now) => {
    expect(activeSeason(now)).toBe(CURRENT_SEASON);
  });

  it.each([
    ['the day before', new Date(2026, 8, 30, 23, 59)],
    ['the day after', new Date(2026, 11, 1, 0, 0)],
    ['the same dates a year later', new Date(2027, 9, 15)],
  ])('is null on %s', (_when, now) => {
    expect(activeSeason(now)).toBeNull();
  });

  it('takes any season to test against', () => {
    const winter = { id: 'winter-2026', startsOn: new Date(2026, 11, 1), endsOn: new Date(2027, 0, 6) };
    expect(activeSeason(new Date(2027, 0, 6, 18, 0), winter)).toBe(winter);
  });
});
