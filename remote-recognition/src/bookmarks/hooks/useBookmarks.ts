import { useCallback, useMemo } from 'react';
import { feedBonuses, feedTotalCount, hasMorePages } from '../../feed/feed-pages';
import { useBookmarkPages } from '../api/get-bookmarks';

export type BookmarksStatus = 'loading' | 'error' | 'empty' | 'ready';

/** The bookmarks as the page draws them: their state, the recognitions loaded so far and how to load more. */
export function useBookmarks() {
  const { data, error, size, setSize, mutate, isValidating } = useBookmarkPages();
  const bonuses = useMemo(() => feedBonuses(data ?? []), [data]);
  const loadedPages = data?.length ?? 0;
  const hasMore = data ? hasMorePages(data) : false;
  const status: BookmarksStatus = data ? (bonuses.length > 0 ? 'ready' : 'empty') : error ? 'error' : 'loading';

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
