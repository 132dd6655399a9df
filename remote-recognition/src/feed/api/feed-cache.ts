import type { ScopedMutator } from 'swr';
import type { BonusView } from '@laurel/shared/recognition';
import { withBonusChanged, withBonusFirst, type BonusFeedPage } from '../feed-pages';
import { BONUS_FEED_KEY, isBonusFeedPageKey } from './get-bonus-feed';
import { isBonusKey } from './get-bonus';

const KEEP = { revalidate: false } as const;

/**
 * Rewrites every cached feed page: the list the feed shows and each page on its own, which the list is
 * rebuilt from when the next page loads (writing only the list would be undone then).
 */
function updateFeedPages(mutate: ScopedMutator, change: (page: BonusFeedPage) => BonusFeedPage) {
  return Promise.all([
    mutate(BONUS_FEED_KEY, (pages?: BonusFeedPage[]) => pages?.map(change), KEEP),
    mutate(isBonusFeedPageKey, (page?: BonusFeedPage) => page && change(page), KEEP),
  ]);
}

/** Changes one recognition wherever it is cached: the feed and its page. */
export function updateCachedBonus(mutate: ScopedMutator, bonusId: number, change: (bonus: BonusView) => BonusView) {
  return Promise.all([
    updateFeedPages(mutate, (page) => withBonusChanged(page, bonusId, change)),
    mutate(isBonusKey(bonusId), (bonus?: BonusView) => bonus && change(bonus), KEEP),
  ]);
}

/** Puts a recognition just given on top of the feed's first page. */
export const prependToFeed = (mutate: ScopedMutator, bonus: BonusView) =>
  updateFeedPages(mutate, (page) => withBonusFirst(page, bonus));
