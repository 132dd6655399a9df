import { useEffect, useState } from 'react';
import { BREAKPOINTS_REM, useMediaQuery } from '@laurel/shared/ui-kit';

/** Narrower than the sm breakpoint: the admin shell's tables and forms do not fit. */
const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_REM.sm - 0.01}rem)`;

/**
 * How long a screen that became small must stay so before the admin pages give way: a window dragged
 * narrower for a moment, or a full-page capture, is no phone, and leaving the page would lose a form.
 */
export const SMALL_SCREEN_SETTLE_MS = 1000;

/** A small screen at once when the page opens on one; a screen that became small, once it stays small. */
export function useSmallScreen(): boolean {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [settled, setSettled] = useState(small);
  const [wasSmall, setWasSmall] = useState(small);
  // A screen wide again forgets the wait: the next narrowing waits afresh (state adjusted while rendering).
  if (small !== wasSmall) {
    setWasSmall(small);
    if (!small) setSettled(false);
  }
  useEffect(() => {
    if (!small) return undefined;
    const timer = setTimeout(() => setSettled(true), SMALL_SCREEN_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [small]);
  return small && settled;
}
