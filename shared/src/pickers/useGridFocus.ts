import { useEffect, useRef, useState } from 'react';

/**
 * The roving tab stop of a picker grid. The grid takes focus on mount and after keyboard moves,
 * but not when the month or year buttons change what is shown.
 */
export function useGridFocus(initial: Date) {
  const [focused, setFocused] = useState(initial);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(true);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const moveFocusTo = (date: Date) => {
    if (date.getTime() === focused.getTime()) return;
    focusPending.current = true;
    setFocused(date);
  };

  return { focused, setFocused, moveFocusTo, gridRef };
}
