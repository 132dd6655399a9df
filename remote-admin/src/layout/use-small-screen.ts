import { BREAKPOINTS_REM, useMediaQuery } from '@laurel/shared/ui-kit';

/** Narrower than the sm breakpoint: the admin shell's tables and forms do not fit. */
const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_REM.sm - 0.01}rem)`;

export const useSmallScreen = () => useMediaQuery(SMALL_SCREEN_QUERY);
