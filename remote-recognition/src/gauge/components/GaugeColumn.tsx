import { useSyncExternalStore } from 'react';
import { minWidthQuery, useMediaQuery } from '@laurel/shared/ui-kit';
import { useRememberedOpen } from '../hooks/use-remembered-open';
import styles from './GaugeSlot.module.css';

/** Recognition §2: the desktop pop-out is 322 px wide, beside the composer. */
export const GAUGE_POP_OUT_WIDTH_PX = 322;
const GAUGE_POP_OUT_GAP_PX = 24;

// The modal's column the desktop pop-out is drawn into, while the gauge itself sits in the form beside the
// draft. One give modal is open at a time, so one column.
let column: HTMLElement | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const placeColumn = (element: HTMLElement | null) => {
  column = element;
  listeners.forEach((listener) => listener());
};

export const useGaugeColumn = () => useSyncExternalStore(subscribe, () => column);

/** The modal's column for the desktop pop-out, beside the composer. */
export function GaugeColumn() {
  return <div ref={placeColumn} className={styles.column} />;
}

export const useGaugeDesktop = () => useMediaQuery(minWidthQuery('sm'));

/** How much wider the modal is while the desktop pop-out is open. */
export function useGaugeColumnWidthPx(): number {
  const desktop = useGaugeDesktop();
  const [open] = useRememberedOpen('popOut');
  return desktop && open ? GAUGE_POP_OUT_WIDTH_PX + GAUGE_POP_OUT_GAP_PX : 0;
}
