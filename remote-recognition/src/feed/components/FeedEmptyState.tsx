import { useTranslation } from 'react-i18next';
import { usePermission } from '@laurel/shared';
import { openGiveRecognition } from '../open-give-recognition';
import styles from './RecognitionFeed.module.css';

/** No recognition yet: an invitation to give the first one, to those who may. */
export function FeedEmptyState() {
  const { t } = useTranslation('recognition');
  const canGive = usePermission('can-give-recognition');
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{t('feed.empty.title')}</h2>
      <p className={styles.message}>{t(canGive ? 'feed.empty.invite' : 'feed.empty.wait')}</p>
      {canGive && (
        <button type="button" className={styles.primaryButton} onClick={() => openGiveRecognition()}>
          {t('feed.empty.give')}
        </button>
      )}
    </div>
  );
}
