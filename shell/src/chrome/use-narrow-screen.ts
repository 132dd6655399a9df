import { BREAKPOINTS_REM, useMediaQuery } from '@laurel/shared/ui-kit';

/** Narrower than the sm breakpoint; TopBar.module.css hides the same pieces at the same width. */
export const NARROW_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_REM.sm - 0.01}rem)`;

/** Below sm the top bar keeps the logo, search and the user menu, and the user menu carries the navigation. */
export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN_QUERY);
