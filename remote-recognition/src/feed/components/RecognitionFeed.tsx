import { useTranslation } from 'react-i18next';
import { useRecognitionFeed } from '../hooks/useRecognitionFeed';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedFooter } from './FeedFooter';
import { FeedList } from './FeedList';
import { FeedSkeleton } from './FeedSkeleton';
import { LoadError } from './LoadError';
import { SlowLoading } from './SlowLoading';
import styles from './RecognitionFeed.module.css';

/** The recognitions the reader may see, newest first, loading further pages as they scroll. */
export function RecognitionFeed({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('recognition');
  const feed = useRecognitionFeed();

  if (feed.status === 'error')
    return <LoadError title={t('feed.errorTitle')} error={feed.error} onRetry={feed.retry} />;
  if (feed.status === 'empty') return <FeedEmptyState />;

  const loading = feed.status === 'loading';
  return (
    <>
      {loading && <SlowLoading onRetry={feed.retry} />}
      <div
        role="feed"
        aria-labelledby={labelledBy}
        aria-busy={loading || feed.isLoadingMore}
        data-testid="recognition-feed"
        className={styles.feed}
      >
        {loading ? (
          <FeedSkeleton />
        ) : (
          <FeedList bonuses={feed.bonuses} totalCount={feed.totalCount} onNearEnd={feed.loadMore} />
        )}
      </div>
      <FeedFooter
        loading={loading}
        isLoadingMore={feed.isLoadingMore}
        hasMore={feed.hasMore}
        error={feed.loadMoreError}
        onRetry={feed.retryMore}
      />
    </>
  );
}
