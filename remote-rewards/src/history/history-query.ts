import {
  REDEMPTION_DEFAULT_SORT,
  REDEMPTION_SORT_FIELDS,
  SORT_DIRECTIONS,
  type RedemptionSortField,
  type SortDirection,
} from '@laurel/shared/contract';
import type { RedemptionsQuery } from '../api/get-redemptions';

/** The orders the history offers, as `sort_by:sort_direction`; the first is the spec's default (§9). */
export const HISTORY_SORTS = [
  'created_at:desc',
  'created_at:asc',
  'price_in_points:desc',
  'price_in_points:asc',
] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Programs §5: a page is a whole number of at least 1, else 1. */
export function pageFrom(value: string | null): number {
  const page = value !== null && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `?page=2&sort_by=price_in_points&sort_direction=asc` (programs §2), with the defaults for what is missing or wrong. */
export function historyQueryFrom(params: URLSearchParams): RedemptionsQuery {
  return {
    page: pageFrom(params.get('page')),
    sortBy: oneOf<RedemptionSortField>(REDEMPTION_SORT_FIELDS, params.get('sort_by'), REDEMPTION_DEFAULT_SORT.sortBy),
    sortDirection: oneOf<SortDirection>(
      SORT_DIRECTIONS,
      params.get('sort_direction'),
      REDEMPTION_DEFAULT_SORT.sortDirection,
    ),
  };
}

/** The address's query for a page and order; the defaults stay out of it. */
export function historySearchOf({ page, sortBy, sortDirection }: RedemptionsQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (sortBy !== REDEMPTION_DEFAULT_SORT.sortBy || sortDirection !== REDEMPTION_DEFAULT_SORT.sortDirection) {
    params.set('sort_by', sortBy);
    params.set('sort_direction', sortDirection);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const sortOf = ({ sortBy, sortDirection }: Pick<RedemptionsQuery, 'sortBy' | 'sortDirection'>): HistorySort =>
  oneOf(HISTORY_SORTS, `${sortBy}:${sortDirection}`, HISTORY_SORTS[0]);

export function querySorted(sort: HistorySort): Pick<RedemptionsQuery, 'sortBy' | 'sortDirection'> {
  const [sortBy, sortDirection] = sort.split(':') as [RedemptionSortField, SortDirection];
  return { sortBy, sortDirection };
}
