import { SKELETON_CARD_COUNT } from '../feed-constants';
import styles from './RecognitionFeed.module.css';

/** Grey cards the shape of recognitions while the first page loads. */
export function FeedSkeleton() {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <div className={styles.skeletonHeader}>
            <span className={styles.skeletonAvatar} />
            <span className={styles.skeletonLine} />
          </div>
          <span className={styles.skeletonLine} />
          <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        </div>
      ))}
    </div>
  );
}
