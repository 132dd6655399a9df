import { visiblePages } from './page-numbers';

describe('a list’s page numbers (programs §9)', () => {
  it('shows none for a single page', () => {
    expect(visiblePages(1, 1)).toEqual([]);
    expect(visiblePages(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows five around the current page plus the first and the last', () => {
    expect(visiblePages(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 20]);
    expect(visiblePages(20, 20)).toEqual([1, 16, 17, 18, 19, 20]);
  });
});
