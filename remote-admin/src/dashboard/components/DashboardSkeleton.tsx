import { useTranslation } from 'react-i18next';
import styles from './Dashboard.module.css';

const CARDS = 6;

/** The cards' shapes while the figures load; a screen reader hears that they are loading. */
export function DashboardSkeleton() {
  const { t } = useTranslation('admin_dashboard');
  return (
    <div role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{t('loading')}</span>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: CARDS }, (_, index) => (
          <div key={index} className={`${styles.card} ${styles.skeleton}`}>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonFigure} />
            <span className={styles.skeletonLine} />
          </div>
        ))}
      </div>
    </div>
  );
}
