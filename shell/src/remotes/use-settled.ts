import { useCallback, useSyncExternalStore } from 'react';

type Settled<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

const PENDING: Settled<never> = { status: 'pending' };
const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();

/**
 * Starts keeping how `promise` settles. Called when a load starts, a component that mounts after the load
 * has settled sees the outcome at its first render, with no frame of its loading state.
 */
export function trackSettled<T>(promise: Promise<T>): Settled<T> {
  const known = outcomes.get(promise);
  if (known) return known as Settled<T>;
  outcomes.set(promise, PENDING);
  promise.then(
    (value) => outcomes.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
  );
  return PENDING;
}

/**
 * How `promise` has settled so far; the component renders again, at once, when it settles. Unlike `use`,
 * the wait is not a Suspense fallback: React holds a boundary's reveal until 300 ms after the last
 * fallback anywhere on the page came or went, and on `/` the feed waited out the chrome's lazy parts.
 * (As a transition, the render was cut off and begun again by each update of the booting chrome.)
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const subscribe = useCallback(
    (onSettled: () => void) => {
      let subscribed = true;
      const notify = () => {
        if (subscribed) onSettled();
      };
      promise.then(notify, notify);
      return () => {
        subscribed = false;
      };
    },
    [promise],
  );
  const snapshot = () => trackSettled(promise);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
