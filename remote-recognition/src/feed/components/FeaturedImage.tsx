import type { BonusAttachment } from '@laurel/shared/recognition';
import styles from './RecognitionCard.module.css';

/** A recognition's picture or GIF in a box of fixed proportions, so the card keeps its height while it loads. */
export function FeaturedImage({ attachment }: { attachment: BonusAttachment }) {
  return (
    <div className={styles.media}>
      <img src={attachment.url} alt={attachment.alt_text} loading="lazy" decoding="async" className={styles.image} />
    </div>
  );
}
