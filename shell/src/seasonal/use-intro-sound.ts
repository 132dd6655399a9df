import { useCallback, useEffect, useRef } from 'react';
import type { SeasonKind } from '@laurel/shared/seasonal';
import { introSoundUrl } from './intro-sound';
import { SEASONAL_SOUND_VOLUME } from './seasonal-constants';

async function playQuietly(audio: HTMLAudioElement) {
  try {
    await audio.play();
  } catch (error) {
    // Browsers refuse autoplay before a user gesture; the theme works without its sound.
    console.warn('Seasonal theme: the intro sound could not play', error);
  }
}

/**
 * Spec §4: the intro modal plays the season's sound while open and stops it on close. With `autoplay`
 * off (reduced motion asked for) it plays only through the returned `play`, and still stops on close.
 */
export function useIntroSound(kind: SeasonKind, open: boolean, autoplay: boolean) {
  const playing = useRef<HTMLAudioElement | null>(null);
  const play = useCallback(() => {
    playing.current?.pause();
    const audio = new Audio(introSoundUrl(kind));
    audio.volume = SEASONAL_SOUND_VOLUME;
    playing.current = audio;
    void playQuietly(audio);
  }, [kind]);

  useEffect(() => {
    if (!open) return;
    if (autoplay) play();
    return () => {
      playing.current?.pause();
      playing.current = null;
    };
  }, [open, autoplay, play]);

  return play;
}
