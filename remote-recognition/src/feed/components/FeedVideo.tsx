import { useEffect, useRef } from 'react';
import type { BonusAttachment } from '@laurel/shared/recognition';
import { playback } from '../playback-coordinator';
import styles from './RecognitionCard.module.css';

/** Share of the video that must be on screen for it to play by itself. */
const VISIBLE_TO_PLAY = 0.6;

/**
 * A recognition's video: it plays while mostly on screen and pauses when scrolled away, through the
 * page's playback coordinator (spec §4: one at a time, a modal's first, muted when sound is blocked).
 */
export function FeedVideo({ attachment }: { attachment: BonusAttachment }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const inModal = video.closest('[role="dialog"]') !== null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void playback.play(video, { inModal });
        else playback.requestPause(video);
      },
      { threshold: VISIBLE_TO_PLAY },
    );
    observer.observe(video);
    const started = () => playback.started(video, { inModal });
    video.addEventListener('play', started);
    return () => {
      observer.disconnect();
      video.removeEventListener('play', started);
      video.pause();
      playback.release(video);
    };
  }, []);

  // People record these in the composer: there is no captions file to offer, the alt text names the video.
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={styles.image}
      src={attachment.url}
      poster={attachment.video_thumbnail_url ?? attachment.video_poster_url}
      aria-label={attachment.alt_text}
      controls
      loop
      playsInline
      preload="metadata"
    />
  );
}
