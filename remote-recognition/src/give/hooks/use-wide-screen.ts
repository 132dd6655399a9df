import { useMediaQuery } from '@laurel/shared/ui-kit';

/** Spec §2: side panels show from 1440 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 1440px)';

export const useWideScreen = () => useMediaQuery(WIDE_SCREEN_QUERY);
