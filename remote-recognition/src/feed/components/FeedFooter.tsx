import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError';
import styles from './RecognitionFeed.module.css';

interface FeedFooterProps {
  loading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Below the cards: the feed loading, the next page loading or why it did not, or the end of the feed. */
export function FeedFooter({ loading, isLoadingMore, hasMore, error, onRetry }: FeedFooterProps) {
  const { t } = useTranslation('recognition');
  if (error) return <LoadError title={t('feed.moreErrorTitle')} error={error} onRetry={onRetry} />;
  const message = loading ? t('feed.loading') : isLoadingMore ? t('feed.loadingMore') : hasMore ? '' : t('feed.end');
  return (
    <p role="status" className={loading ? 'laurel-visually-hidden' : styles.footer}>
      {message}
    </p>
  );
}
