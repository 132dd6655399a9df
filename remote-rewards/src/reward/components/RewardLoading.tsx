import { useTranslation } from 'react-i18next';
import styles from './Reward.module.css';

/** The shape of a reward page while it loads; its heading is already there for screen readers. */
export function RewardLoading() {
  const { t } = useTranslation('rewards');
  return (
    <div className={styles.page} role="status">
      <h1 className={styles.title}>{t('reward.loading')}</h1>
      <div className={styles.skeleton} aria-hidden="true">
        <span className={`${styles.skeletonBlock} ${styles.skeletonPicture}`} />
        <span className={`${styles.skeletonBlock} ${styles.skeletonText}`} />
      </div>
    </div>
  );
}
