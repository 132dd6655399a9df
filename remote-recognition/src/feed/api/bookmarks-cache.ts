import type { ScopedMutator } from 'swr';
import type { BonusView } from '@laurel/shared/recognition';
import { updateCachedBonus } from './feed-cache';
import { withBonusChanged, type BonusFeedPage } from '../feed-pages';
import { BOOKMARKS_KEY, isBookmarksPageKey } from './bookmarks-keys';

const KEEP = { revalidate: false } as const;

/** Marks a recognition bookmarked or not wherever it is cached: the feed, its page, the people pages and the bookmarks. */
export function showBookmarked(mutate: ScopedMutator, bonusId: number, bookmarked: boolean) {
  const change = (bonus: BonusView): BonusView => ({ ...bonus, bookmarked });
  const changePage = (page: BonusFeedPage) => withBonusChanged(page, bonusId, change);
  return Promise.all([
    updateCachedBonus(mutate, bonusId, change),
    mutate(BOOKMARKS_KEY, (pages?: BonusFeedPage[]) => pages?.map(changePage), KEEP),
    mutate(isBookmarksPageKey, (page?: BonusFeedPage) => page && changePage(page), KEEP),
  ]);
}
