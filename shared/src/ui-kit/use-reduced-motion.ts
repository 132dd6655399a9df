import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked their system for less motion; follows the setting while the page is open. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
