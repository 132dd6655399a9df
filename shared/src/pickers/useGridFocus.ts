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
    const focusCell = () => gridRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
    focusCell();
    // In a modal dialog its focus trap takes this first focus back until the popover's own focus scope
    // is set up (a parent's effect runs after its children's): once it is, the cell takes the focus again.
    const again = setTimeout(() => {
      if (!gridRef.current?.contains(document.activeElement)) focusCell();
    }, 0);
    return () => clearTimeout(again);
  }, [focused]);

  const moveFocusTo = (date: Date) => {
    if (date.getTime() === focused.getTime()) return;
    focusPending.current = true;
    setFocused(date);
  };

  return { focused, setFocused, moveFocusTo, gridRef };
}
