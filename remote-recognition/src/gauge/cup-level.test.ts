import { cupLevelOf, drinkFor, DRINKS } from './cup-level';

describe('the cup', () => {
  it('pours one level per matched dimension out of five', () => {
    expect([0, 1, 2, 3, 4, 5].map((matches) => cupLevelOf({ matches, total: 5 }))).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('is empty with no score, and rounds down between levels', () => {
    expect(cupLevelOf(null)).toBe(0);
    expect(cupLevelOf({ matches: 1, total: 3 })).toBe(20);
    expect(cupLevelOf({ matches: 2, total: 3 })).toBe(60);
  });

  it('is full at five matches of more dimensions, and at all of fewer', () => {
    expect(cupLevelOf({ matches: 5, total: 7 })).toBe(100);
    expect(cupLevelOf({ matches: 3, total: 3 })).toBe(100);
  });

  it('gives each person one of the five drinks, always the same', () => {
    expect(drinkFor(7)).toBe(drinkFor(7));
    expect(new Set([0, 1, 2, 3, 4].map(drinkFor))).toEqual(new Set(DRINKS));
  });
});
