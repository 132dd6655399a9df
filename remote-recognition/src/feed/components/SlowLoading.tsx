import { useTranslation } from 'react-i18next';
import { useTakingLong } from '@laurel/shared/ui-kit';
import styles from './RecognitionFeed.module.css';

/** Rendered while a read loads; after a while says so and offers to ask again, before the read times out. */
export function SlowLoading({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('recognition');
  if (!useTakingLong()) return null;
  return (
    <div role="status" className={styles.slow}>
      <p className={styles.message}>{t('errors.slow')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
