import { expandMonthRange, monthGrid, nextYearCap } from './month-grid';

describe('monthGrid', () => {
  it('gives the 12 months of the year in rows of 3, each on its 1st', () => {
    const grid = monthGrid(2025);
    expect(grid).toHaveLength(4);
    grid.forEach((row) => expect(row).toHaveLength(3));
    expect(grid.flat().map((month) => month.getMonth())).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    grid.flat().forEach((month) => {
      expect(month.getFullYear()).toBe(2025);
      expect(month.getDate()).toBe(1);
    });
  });
});

describe('nextYearCap', () => {
  const now = new Date(2025, 6, 15);

  it('stops ten years after the current year', () => {
    expect(nextYearCap(now)).toBe(2035);
    expect(nextYearCap(now, () => false)).toBe(2035);
  });

  it('stops at the current year when next year’s first month is disabled', () => {
    const rule = jest.fn((month: Date) => month.getFullYear() > 2025);
    expect(nextYearCap(now, rule)).toBe(2025);
    expect(rule).toHaveBeenCalledWith(new Date(2026, 0, 1));
  });

  it('is not capped by months disabled within the current year', () => {
    expect(nextYearCap(now, (month) => month.getFullYear() === 2025 && month.getMonth() > 6)).toBe(2035);
  });
});

describe('expandMonthRange', () => {
  it('turns a single month into the whole month', () => {
    const march = new Date(2025, 2, 1);
    expect(expandMonthRange([march, march])).toEqual([new Date(2025, 2, 1), new Date(2025, 2, 31, 23, 59, 59, 999)]);
  });

  it('runs from the first day of the start month to the last moment of the end month', () => {
    expect(expandMonthRange([new Date(2024, 10, 1), new Date(2025, 1, 1)])).toEqual([
      new Date(2024, 10, 1),
      new Date(2025, 1, 28, 23, 59, 59, 999),
    ]);
    expect(expandMonthRange([null, null])).toEqual([null, null]);
  });
});
