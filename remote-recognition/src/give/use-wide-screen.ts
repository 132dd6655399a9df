import { useSyncExternalStore } from 'react';

/** Spec §2: side panels show from 1440 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 1440px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE_SCREEN_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

export const useWideScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? false);
