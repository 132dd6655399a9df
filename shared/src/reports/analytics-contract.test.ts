import { optedOutOfLeaderboard, rankLeaderboard, weekStartOf, weeksOf } from './analytics-contract';

const person = (id: number, display_name: string) => ({ id, display_name, slug: `p${id}`, profile_pic_url: null });

describe('analytics weeks', () => {
  it('starts each week on the Monday (UTC) on or before the day', () => {
    expect(weekStartOf('2026-10-01')).toBe('2026-09-28');
    expect(weekStartOf('2026-09-28')).toBe('2026-09-28');
    expect(weekStartOf('2026-10-04')).toBe('2026-09-28');
  });

  it('lists every week a range touches', () => {
    expect(weeksOf({ start_date: '2026-11-01', end_date: '2026-11-09' })).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
  });
});

describe('rankLeaderboard', () => {
  it('ranks by count, equal counts sharing a rank, ordered by points then name, and drops nobody-at-all', () => {
    const rows = [
      { person: person(1, 'Bea'), count: 2, points: 5 },
      { person: person(2, 'Al'), count: 3, points: 1 },
      { person: person(3, 'Cy'), count: 2, points: 9 },
      { person: person(4, 'Di'), count: 1, points: 1 },
      { person: person(5, 'Ed'), count: 0, points: 0 },
    ];
    expect(rankLeaderboard(rows).map(({ rank, person: { id } }) => [rank, id])).toEqual([
      [1, 2],
      [2, 3],
      [2, 1],
      [4, 4],
    ]);
  });

  it('keeps the top of the list only', () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({
      person: person(index, `P${index}`),
      count: 12 - index,
      points: 1,
    }));
    expect(rankLeaderboard(rows)).toHaveLength(10);
  });
});

it('reads a missing preference as not opted out', () => {
  expect(optedOutOfLeaderboard({ id: 1 })).toBe(false);
  expect(optedOutOfLeaderboard({ id: 1, recognition_preferences: null })).toBe(false);
  expect(optedOutOfLeaderboard({ id: 1, recognition_preferences: { leaderboard_opt_out: true } })).toBe(true);
});
