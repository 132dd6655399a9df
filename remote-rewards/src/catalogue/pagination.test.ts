import { pageNumbersToShow } from './pagination';

describe('pageNumbersToShow (programs §9)', () => {
  it('shows nothing for a single page', () => {
    expect(pageNumbersToShow(1, 1)).toEqual([]);
    expect(pageNumbersToShow(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(pageNumbersToShow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbersToShow(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbersToShow(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows five around the current page plus the first and the last, marking the gaps', () => {
    expect(pageNumbersToShow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbersToShow(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageNumbersToShow(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
    expect(pageNumbersToShow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });

  it('keeps a page past the end within range', () => {
    expect(pageNumbersToShow(99, 7)).toEqual([1, null, 3, 4, 5, 6, 7]);
  });
});
