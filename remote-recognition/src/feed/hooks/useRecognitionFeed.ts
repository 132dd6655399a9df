import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { prependToFeed } from '../api/feed-cache';
import { useBonusFeedPages } from '../api/get-bonus-feed';
import { feedBonuses, feedTotalCount, hasMorePages } from '../feed-pages';
import { useBonusCreated } from './useBonusCreated';

export type RecognitionFeedStatus = 'loading' | 'error' | 'empty' | 'ready';

/** The feed as the page draws it: its state, the recognitions loaded so far and how to load more. */
export function useRecognitionFeed() {
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, size, setSize, mutate, isValidating } = useBonusFeedPages();
  const bonuses = useMemo(() => feedBonuses(data ?? []), [data]);
  const loadedPages = data?.length ?? 0;
  const hasMore = data ? hasMorePages(data) : false;

  const status: RecognitionFeedStatus = data ? (bonuses.length > 0 ? 'ready' : 'empty') : error ? 'error' : 'loading';

  // Asked again with the same size, SWR rebuilds the list from the pages it has and fetches the missing one.
  const fetchNextPage = useCallback(() => void setSize(loadedPages + 1), [setSize, loadedPages]);
  const loadMore = useCallback(() => {
    if (hasMore && !isValidating && !error) fetchNextPage();
  }, [hasMore, isValidating, error, fetchNextPage]);
  const retry = useCallback(() => void mutate(), [mutate]);

  useBonusCreated(({ bonus }) => {
    // Every loaded page shifts by one, so all of them are fetched again behind the new recognition.
    void prependToFeed(mutateCache, bonus).then(() => mutate());
  });

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
