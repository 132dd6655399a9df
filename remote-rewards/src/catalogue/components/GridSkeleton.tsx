import { useTranslation } from 'react-i18next';
import { SKELETON_CARD_COUNT } from '../catalogue-constants';
import styles from './Catalogue.module.css';

/** Grey cards the shape of rewards while a page of the grid loads. */
export function GridSkeleton() {
  const { t } = useTranslation('rewards');
  return (
    <div role="status" className={styles.skeletonFrame}>
      <span className={styles.visuallyHidden}>{t('catalogue.loading')}</span>
      <div aria-hidden="true" className={styles.grid}>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
