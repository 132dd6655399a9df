import { useSyncExternalStore } from 'react';
import { BREAKPOINTS_REM } from '@laurel/shared/ui-kit';

/** Narrower than the sm breakpoint: the admin shell's tables and forms do not fit. */
const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_REM.sm - 0.01}rem)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(SMALL_SCREEN_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

export const useSmallScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia?.(SMALL_SCREEN_QUERY).matches ?? false);
