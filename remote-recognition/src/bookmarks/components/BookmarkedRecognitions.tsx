import { useTranslation } from 'react-i18next';
import { FeedFooter } from '../../feed/components/FeedFooter';
import { FeedList } from '../../feed/components/FeedList';
import { FeedSkeleton } from '../../feed/components/FeedSkeleton';
import { LoadError } from '../../feed/components/LoadError';
import { SlowLoading } from '../../feed/components/SlowLoading';
import feedStyles from '../../feed/components/RecognitionFeed.module.css';
import { useBookmarks } from '../hooks/useBookmarks';
import { BookmarksEmptyState } from './BookmarksEmptyState';

/** The reader's bookmarked recognitions as the feed draws them, loading further pages as they scroll. */
export function BookmarkedRecognitions({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('bookmarks');
  const bookmarks = useBookmarks();

  if (bookmarks.status === 'error')
    return <LoadError title={t('page.errorTitle')} error={bookmarks.error} onRetry={bookmarks.retry} />;
  if (bookmarks.status === 'empty') return <BookmarksEmptyState />;

  const loading = bookmarks.status === 'loading';
  return (
    <>
      {loading && <SlowLoading onRetry={bookmarks.retry} />}
      <div
        role="feed"
        aria-labelledby={labelledBy}
        aria-busy={loading || bookmarks.isLoadingMore}
        className={feedStyles.feed}
      >
        {loading ? (
          <FeedSkeleton />
        ) : (
          <FeedList bonuses={bookmarks.bonuses} totalCount={bookmarks.totalCount} onNearEnd={bookmarks.loadMore} />
        )}
      </div>
      <FeedFooter
        loading={loading}
        isLoadingMore={bookmarks.isLoadingMore}
        hasMore={bookmarks.hasMore}
        error={bookmarks.loadMoreError}
        onRetry={bookmarks.retryMore}
      />
    </>
  );
}
