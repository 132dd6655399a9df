import {
  FLASH_POINTS_BASE_COLORS,
  countdownPartsOf,
  flashPointsTextColor,
  isFlashPointsProgramActive,
  pointsSpendOf,
  spendableFlashPoints,
} from './flash-points';

describe('pointsSpendOf', () => {
  it('takes flash points before the giving balance', () => {
    expect(pointsSpendOf(30, { flashPoints: 50, givingBalance: 100 })).toEqual({
      flashPointsUsed: 30,
      givingBalanceUsed: 0,
    });
    expect(pointsSpendOf(80, { flashPoints: 50, givingBalance: 100 })).toEqual({
      flashPointsUsed: 50,
      givingBalanceUsed: 30,
    });
  });

  it('takes everything from the giving balance without flash points, and nothing for nothing', () => {
    expect(pointsSpendOf(20, { flashPoints: 0, givingBalance: 100 })).toEqual({
      flashPointsUsed: 0,
      givingBalanceUsed: 20,
    });
    expect(pointsSpendOf(0, { flashPoints: 50, givingBalance: 100 })).toEqual({
      flashPointsUsed: 0,
      givingBalanceUsed: 0,
    });
  });
});

describe('spendableFlashPoints', () => {
  it('counts the balance only while a program runs', () => {
    expect(spendableFlashPoints(50, true)).toBe(50);
    expect(spendableFlashPoints(50, false)).toBe(0);
  });
});

describe('isFlashPointsProgramActive', () => {
  const program = { startDate: '2026-11-20T00:00:00Z', endDate: '2026-11-25T12:00:00Z' };
  it.each([
    ['before its start', '2026-11-19T23:59:59Z', false],
    ['at its start', '2026-11-20T00:00:00Z', true],
    ['a second before its end', '2026-11-25T11:59:59Z', true],
    ['at its end', '2026-11-25T12:00:00Z', false],
  ])('is %s: %s', (_when, at, active) => {
    expect(isFlashPointsProgramActive(program, Date.parse(at))).toBe(active);
  });
});

describe('countdownPartsOf', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownPartsOf(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('reads zero once the end has passed', () => {
    expect(countdownPartsOf(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('flashPointsTextColor', () => {
  it('writes white on the three dark base colours and dark text on the light ones', () => {
    const { midnight, plum, forest, sunflower, mint, peach } = FLASH_POINTS_BASE_COLORS;
    expect([midnight, plum, forest.toUpperCase()].map(flashPointsTextColor)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
    expect([sunflower, mint, peach].map(flashPointsTextColor)).toEqual(['#1a1a1a', '#1a1a1a', '#1a1a1a']);
  });
});
