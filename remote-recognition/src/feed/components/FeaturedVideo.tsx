import { lazy, Suspense } from 'react';
import type { BonusAttachment } from '@laurel/shared/recognition';
import styles from './RecognitionCard.module.css';

// The player and its coordinator load only when a card with a video is drawn.
const FeedVideo = lazy(() => import('./FeedVideo').then((module) => ({ default: module.FeedVideo })));

/** A recognition's video in the card's media box: its thumbnail, else its poster, until the player arrives. */
export function FeaturedVideo({ attachment }: { attachment: BonusAttachment }) {
  const poster = attachment.video_thumbnail_url ?? attachment.video_poster_url;
  return (
    <div className={styles.media}>
      <Suspense fallback={poster ? <img src={poster} alt="" className={styles.image} /> : null}>
        <FeedVideo attachment={attachment} />
      </Suspense>
    </div>
  );
}
