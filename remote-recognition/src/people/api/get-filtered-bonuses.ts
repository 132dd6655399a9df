import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { BonusFeedFilter } from '@laurel/shared/recognition';
import type { BonusFeedPage } from '../../feed/feed-pages';

export const PEOPLE_PAGE_SIZE = 10;

/**
 * Keyed like the feed's own pages (`bonus_feeds`, page), so a reaction or comment count changed on a card
 * is changed here too (feed/api/feed-cache); the filter makes each list's pages its own.
 */
export type FilteredBonusesKey = readonly ['bonus_feeds', number, BonusFeedFilter, number];

export const isFilteredBonusesKey = (key: unknown): key is FilteredBonusesKey =>
  Array.isArray(key) && key[0] === 'bonus_feeds' && key.length === 4;

const getFilteredBonuses = ([, page, filter, perPage]: FilteredBonusesKey) =>
  v2Client.get<BonusFeedPage>('bonus_feeds', { params: { ...filter, page, per_page: perPage } });

/** One page of a person's received or given recognitions, or a hashtag's, newest first. */
export const useFilteredBonuses = (filter: BonusFeedFilter, page: number, perPage = PEOPLE_PAGE_SIZE) =>
  useSWR(['bonus_feeds', page, filter, perPage] as FilteredBonusesKey, getFilteredBonuses, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
