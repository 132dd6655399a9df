import { useEffect, useState } from 'react';

// Long enough for the page's own first render to win the main thread, short enough that a busy page
// still shows its widgets promptly.
const IDLE_TIMEOUT_MS = 2000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
};

const afterLoad = (run: () => void): (() => void) => {
  if (document.readyState === 'complete') return whenIdle(run);
  let cancelIdle = () => undefined as void;
  const onLoad = () => (cancelIdle = whenIdle(run));
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
};

/**
 * False until the document has loaded and the main thread is first idle: a widget around the page (the
 * bell, the carousel) loads its remote then, so the page's own code and data go first.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready;
}
