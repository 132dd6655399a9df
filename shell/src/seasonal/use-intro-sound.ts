import { useEffect } from 'react';
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

/** Spec §4: the intro modal plays a sound while open and stops it on close. */
export function useIntroSound(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const audio = new Audio(introSoundUrl());
    audio.volume = SEASONAL_SOUND_VOLUME;
    void playQuietly(audio);
    return () => audio.pause();
  }, [open]);
}
