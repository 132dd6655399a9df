import type { BonusView, FeedPageMeta } from '@laurel/shared/recognition';

/** One answer of `GET /bonus_feeds`. */
export interface BonusFeedPage {
  result: BonusView[];
  meta: FeedPageMeta;
}

/**
 * Every loaded recognition once, newest first. Pages are offsets, so a recognition given after a page
 * loaded pushes that page's last row onto the next one: the first copy wins.
 */
export function feedBonuses(pages: readonly BonusFeedPage[]): BonusView[] {
  const seen = new Set<number>();
  const bonuses: BonusView[] = [];
  for (const page of pages) {
    for (const bonus of page.result) {
      if (seen.has(bonus.id)) continue;
      seen.add(bonus.id);
      bonuses.push(bonus);
    }
  }
  return bonuses;
}

export const hasMorePages = (pages: readonly BonusFeedPage[]): boolean => pages.at(-1)?.meta.last === false;

/** How many recognitions the feed holds in all, as far as the client knows. */
export const feedTotalCount = (pages: readonly BonusFeedPage[], loaded: number): number =>
  Math.max(pages.at(-1)?.meta.totalCount ?? 0, loaded);

/** The first page with `bonus` on top; other pages, and a page already holding it, stay as they are. */
export function withBonusFirst(page: BonusFeedPage, bonus: BonusView): BonusFeedPage {
  if (page.meta.pageNumber !== 1 || page.result.some(({ id }) => id === bonus.id)) return page;
  return { result: [bonus, ...page.result], meta: { ...page.meta, totalCount: page.meta.totalCount + 1 } };
}

/** The page with one recognition changed; the same object when the page does not hold it. */
export function withBonusChanged(
  page: BonusFeedPage,
  bonusId: number,
  change: (bonus: BonusView) => BonusView,
): BonusFeedPage {
  if (!page.result.some(({ id }) => id === bonusId)) return page;
  return { ...page, result: page.result.map((bonus) => (bonus.id === bonusId ? change(bonus) : bonus)) };
}
