import { infinitePagesKey, QUERY_DEFAULTS, useSWRInfinite, v2Client } from '@laurel/shared';
import { BONUS_FEEDS_PATH, bonusFeedPageParams } from '@laurel/shared/recognition';
import type { BonusFeedPage } from '../feed-pages';

export type BonusFeedPageKey = readonly [typeof BONUS_FEEDS_PATH, number];

export const getBonusFeedPage = ([, page]: BonusFeedPageKey): Promise<BonusFeedPage> =>
  v2Client.get<BonusFeedPage>(BONUS_FEEDS_PATH, { params: bonusFeedPageParams(page) });

/** Page `index + 1`, until the server has said the previous page was the last. */
export const bonusFeedPageKey = (index: number, previous: BonusFeedPage | null): BonusFeedPageKey | null =>
  previous?.meta.last ? null : [BONUS_FEEDS_PATH, index + 1];

export const isBonusFeedPageKey = (key: unknown): key is BonusFeedPageKey =>
  Array.isArray(key) && key[0] === BONUS_FEEDS_PATH;

/** The cache key of the pages loaded so far, as one list. */
export const BONUS_FEED_KEY = infinitePagesKey(bonusFeedPageKey);

/**
 * The feed, newest first, a page at a time. Loading a page never fetches the first one again; a feed
 * mounted after its pages went stale (QUERY_DEFAULTS) fetches every loaded page again.
 */
export const useBonusFeedPages = () =>
  useSWRInfinite(bonusFeedPageKey, getBonusFeedPage, {
    ...QUERY_DEFAULTS,
    revalidateFirstPage: false,
    revalidateOnMount: true,
  });
