import type { FeatureFlag } from '@laurel/shared';

/** Spec §9: the intro modal's sound, as a fraction of full volume. */
export const SEASONAL_SOUND_VOLUME = 0.3;
export const FALLING_ITEM_COUNT = 20;
export const GHOST_COUNT = 3;
export const SEASONAL_PHRASE_COUNT = 10;

/** Spec §4: the give-button text swap retries this often, for this long. */
export const LABEL_SWAP_RETRY_MS = 200;
export const LABEL_SWAP_TIMEOUT_MS = 10_000;

export const SEASONAL_THEMES_FLAG: FeatureFlag = 'seasonal-themes';
export const SEASONAL_STORAGE_PREFIX = 'laurel:seasonal-theme:';
