import type { FeatureFlag } from '@laurel/shared';

/** Spec §9: the intro modal's sound, as a fraction of full volume. */
export const SEASONAL_SOUND_VOLUME = 0.3;
export const FALLING_ITEM_COUNT = 20;
export const GHOST_COUNT = 3;
export const SEASONAL_PHRASE_COUNT = 10;

export const SEASONAL_THEMES_FLAG: FeatureFlag = 'seasonal-themes';
