import { useCallback, useSyncExternalStore } from 'react';

/** Recognition §4: whether the pop-out or the accordion was left open, remembered across visits. */
const STORAGE_KEYS = {
  popOut: 'laurel.quality-gauge.pop-out-open',
  accordion: 'laurel.quality-gauge.accordion-open',
} as const;
export type GaugeDisclosure = keyof typeof STORAGE_KEYS;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function read(kind: GaugeDisclosure): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[kind]) === 'true';
  } catch {
    return false; // storage blocked: closed, as for a first visit
  }
}

function write(kind: GaugeDisclosure, open: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEYS[kind], String(open));
  } catch {
    // storage blocked: open for this visit only
  }
}

export function useRememberedOpen(kind: GaugeDisclosure): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribe, () => read(kind));
  const setOpen = useCallback(
    (next: boolean) => {
      write(kind, next);
      listeners.forEach((listener) => listener());
    },
    [kind],
  );
  return [open, setOpen];
}
