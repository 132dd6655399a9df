import { useCallback, useMemo } from 'react';
import type { useBonusFeedPages } from '../api/get-bonus-feed';
import { feedBonuses, feedTotalCount, hasMorePages } from '../feed-pages';

export type BonusPagesStatus = 'loading' | 'error' | 'empty' | 'ready';

/**
 * A paged list of recognitions (the feed, the bookmarks) as a page draws it: its state, the
 * recognitions loaded so far and how to load more.
 */
export function useBonusPages({
  data,
  error,
  size,
  setSize,
  mutate,
  isValidating,
}: ReturnType<typeof useBonusFeedPages>) {
  const bonuses = useMemo(() => feedBonuses(data ?? []), [data]);
  const loadedPages = data?.length ?? 0;
  const hasMore = data ? hasMorePages(data) : false;
  const status: BonusPagesStatus = data ? (bonuses.length > 0 ? 'ready' : 'empty') : error ? 'error' : 'loading';

  // Asked again with the same size, SWR rebuilds the list from the pages it has and fetches the missing one.
  const fetchNextPage = useCallback(() => void setSize(loadedPages + 1), [setSize, loadedPages]);
  const loadMore = useCallback(() => {
    if (hasMore && !isValidating && !error) fetchNextPage();
  }, [hasMore, isValidating, error, fetchNextPage]);
  const retry = useCallback(() => void mutate(), [mutate]);

  return {
    status,
    bonuses,
    totalCount: feedTotalCount(data ?? [], bonuses.length),
    error,
    hasMore,
    isLoadingMore: data !== undefined && size > loadedPages && !error,
    loadMoreError: data !== undefined ? error : undefined,
    loadMore,
    retryMore: fetchNextPage,
    retry,
  };
}
