import { historyQueryFrom, historySearchOf, pageFrom, querySorted, sortOf } from './history-query';

const queryOf = (search: string) => historyQueryFrom(new URLSearchParams(search));

describe('the history’s address', () => {
  it('reads page, sort_by and sort_direction, newest first by default', () => {
    expect(queryOf('')).toEqual({ page: 1, sortBy: 'created_at', sortDirection: 'desc' });
    expect(queryOf('page=3&sort_by=price_in_points&sort_direction=asc')).toEqual({
      page: 3,
      sortBy: 'price_in_points',
      sortDirection: 'asc',
    });
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(queryOf('page=0&sort_by=name&sort_direction=sideways')).toEqual({
      page: 1,
      sortBy: 'created_at',
      sortDirection: 'desc',
    });
    expect(['-2', '1.5', 'abc', '', '99999999999999999999'].map(pageFrom)).toEqual([1, 1, 1, 1, 1]);
    expect(pageFrom(' 7 ')).toBe(7);
  });

  it('writes only what differs from the defaults', () => {
    expect(historySearchOf({ page: 1, sortBy: 'created_at', sortDirection: 'desc' })).toBe('');
    expect(historySearchOf({ page: 2, sortBy: 'created_at', sortDirection: 'desc' })).toBe('?page=2');
    expect(historySearchOf({ page: 1, sortBy: 'created_at', sortDirection: 'asc' })).toBe(
      '?sort_by=created_at&sort_direction=asc',
    );
  });

  it('turns an order into its two parameters and back', () => {
    expect(querySorted('price_in_points:desc')).toEqual({ sortBy: 'price_in_points', sortDirection: 'desc' });
    expect(sortOf({ sortBy: 'price_in_points', sortDirection: 'asc' })).toBe('price_in_points:asc');
  });
});
