import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { RedemptionListResponse, RedemptionSortField, SortDirection } from '@laurel/shared/contract';

export interface RedemptionsQuery {
  page: number;
  sortBy: RedemptionSortField;
  sortDirection: SortDirection;
}

export type RedemptionsKey = readonly ['rewards-redemptions', 'list', RedemptionsQuery];

export const redemptionsKey = (query: RedemptionsQuery): RedemptionsKey => ['rewards-redemptions', 'list', query];

/** Every cached read of the history, a list page or one redemption: what a new redemption makes stale (§4). */
export const isRedemptionsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'rewards-redemptions';

const fetchRedemptions = ([, , { page, sortBy, sortDirection }]: RedemptionsKey) =>
  v2Client.get<RedemptionListResponse>('rewards/redemptions', {
    params: { page_number: page, sort_by: sortBy, sort_direction: sortDirection },
  });

/** A page of the signed-in person's redemptions (programs §7), read again whenever the history opens. */
export const useRedemptions = (query: RedemptionsQuery) =>
  useSWR(redemptionsKey(query), fetchRedemptions, { ...QUERY_DEFAULTS, revalidateOnMount: true });
