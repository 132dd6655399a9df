import { feedBonuses, feedTotalCount, hasMorePages, withBonusChanged, withBonusFirst } from './feed-pages';
import { bonus, feedPage } from './testing/bonuses';

describe('feed pages', () => {
  it('lists each recognition once, in page order, when a newer one pushed a row onto the next page', () => {
    const pages = [feedPage([bonus(9), bonus(8)], 1, 3, 2), feedPage([bonus(8), bonus(7)], 2, 3, 2)];
    expect(feedBonuses(pages).map(({ id }) => id)).toEqual([9, 8, 7]);
  });

  it('has more until the last page is loaded', () => {
    expect(hasMorePages([])).toBe(false);
    expect(hasMorePages([feedPage([bonus(2)], 1, 2)])).toBe(true);
    expect(hasMorePages([feedPage([bonus(2)], 1, 2), feedPage([bonus(1)], 2, 2)])).toBe(false);
  });

  it('counts the total the server gave, or what is loaded when that is more', () => {
    expect(feedTotalCount([feedPage([bonus(1)], 1, 3, 20)], 1)).toBe(60);
    expect(feedTotalCount([], 4)).toBe(4);
  });

  it('puts a new recognition on top of the first page only, and only once', () => {
    const first = feedPage([bonus(1)], 1, 2);
    const second = feedPage([bonus(0)], 2, 2);
    const withNew = withBonusFirst(first, bonus(5));
    expect(withNew.result.map(({ id }) => id)).toEqual([5, 1]);
    expect(withNew.meta.totalCount).toBe(first.meta.totalCount + 1);
    expect(withBonusFirst(withNew, bonus(5))).toBe(withNew);
    expect(withBonusFirst(second, bonus(5))).toBe(second);
  });

  it('changes one recognition and leaves a page without it untouched', () => {
    const page = feedPage([bonus(2), bonus(1)]);
    const changed = withBonusChanged(page, 1, (old) => ({ ...old, comments_count: 4 }));
    expect(changed.result[1]?.comments_count).toBe(4);
    expect(changed.result[0]).toBe(page.result[0]);
    expect(withBonusChanged(page, 7, (old) => old)).toBe(page);
  });
});
