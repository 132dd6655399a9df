import { changeOf, dashboardPeriods, inPeriod, percentOf, topHashtags } from './dashboard-rules';

describe('dashboard rules', () => {
  it('takes the 30 days up to now and the 30 before them', () => {
    const { period, previousPeriod } = dashboardPeriods(Date.parse('2026-11-22T12:00:00.000Z'));
    expect(period).toEqual({ start: '2026-10-23T12:00:00.000Z', end: '2026-11-22T12:00:00.000Z' });
    expect(previousPeriod).toEqual({ start: '2026-09-23T12:00:00.000Z', end: '2026-10-23T12:00:00.000Z' });
  });

  it('counts an instant in the period that ends on it, not the one that starts there', () => {
    const { period, previousPeriod } = dashboardPeriods(Date.parse('2026-11-22T12:00:00.000Z'));
    expect(inPeriod('2026-10-23T12:00:00.000Z', previousPeriod)).toBe(true);
    expect(inPeriod('2026-10-23T12:00:00.000Z', period)).toBe(false);
    expect(inPeriod('2026-11-22T12:00:00.001Z', period)).toBe(false);
  });

  it('rounds a share to a whole percent and gives 0 of nobody', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(4, 0)).toBe(0);
  });

  it('says how a figure moved, in points and percent of the previous figure', () => {
    expect(changeOf({ current: 15, previous: 10 })).toEqual({ direction: 'up', amount: 5, percent: 50 });
    expect(changeOf({ current: 5, previous: 20 })).toEqual({ direction: 'down', amount: 15, percent: 75 });
    expect(changeOf({ current: 3, previous: 3 })).toEqual({ direction: 'same', amount: 0, percent: 0 });
    expect(changeOf({ current: 3, previous: 0 })).toEqual({ direction: 'up', amount: 3, percent: null });
  });

  it('ranks hashtags by how many recognitions use them, then by name, once per recognition', () => {
    const lists = [['OwnIt', 'OwnIt'], ['Care', 'OwnIt'], ['Care'], ['Bold'], ['Zest']];
    expect(topHashtags(lists, 3)).toEqual([
      ['Care', 2],
      ['OwnIt', 2],
      ['Bold', 1],
    ]);
  });
});
