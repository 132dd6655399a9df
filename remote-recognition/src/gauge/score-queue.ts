import { SCORE_DEBOUNCE_MS, SCORE_TIMEOUT_MS } from '@laurel/shared/recognition';

export interface ScoreQueueOptions<Result> {
  score: (text: string, signal: AbortSignal) => Promise<Result>;
  onResult: (text: string, result: Result) => void;
  /** True while a text waits for its debounce or its answer. */
  onBusyChange?: (busy: boolean) => void;
  debounceMs?: number;
  timeoutMs?: number;
  cacheSize?: number;
}

export interface ScoreQueue {
  /** Asks for the text's score: from the cache at once, else after the debounce. */
  request(text: string): void;
  /** Drops the waiting text and abandons the one being scored. */
  clear(): void;
}

const CACHE_SIZE = 100;

/**
 * Recognition §4, §8, §9: one request at a time, debounced; only the latest waiting text is kept; an
 * answer later than the timeout is abandoned silently, and so is a failure; answers are cached per text.
 */
export function createScoreQueue<Result>({
  score,
  onResult,
  onBusyChange,
  debounceMs = SCORE_DEBOUNCE_MS,
  timeoutMs = SCORE_TIMEOUT_MS,
  cacheSize = CACHE_SIZE,
}: ScoreQueueOptions<Result>): ScoreQueue {
  const cache = new Map<string, Result>();
  let waiting: string | null = null;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let inFlight: { abandon: () => void } | null = null;
  let busy = false;

  const setBusy = () => {
    const next = waiting !== null || inFlight !== null;
    if (next !== busy) onBusyChange?.((busy = next));
  };

  const remember = (text: string, result: Result) => {
    cache.set(text, result);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  };

  const start = (text: string) => {
    waiting = null;
    const controller = new AbortController();
    let settled = false;
    const timer = setTimeout(() => settle(), timeoutMs);
    const abandon = () => {
      settled = true;
      clearTimeout(timer);
      controller.abort();
    };
    const settle = () => {
      if (settled) return;
      abandon();
      inFlight = null;
      if (waiting !== null && debounce === null) start(waiting);
      setBusy();
    };
    inFlight = { abandon };
    score(text, controller.signal).then((result) => {
      if (settled) return;
      remember(text, result);
      onResult(text, result);
      settle();
    }, settle);
  };

  const flush = () => {
    debounce = null;
    if (waiting !== null && inFlight === null) start(waiting);
    setBusy();
  };

  return {
    request(text) {
      if (debounce !== null) clearTimeout(debounce);
      debounce = null;
      const cached = cache.get(text);
      if (cached !== undefined) {
        waiting = null;
        onResult(text, cached);
      } else {
        waiting = text;
        debounce = setTimeout(flush, debounceMs);
      }
      setBusy();
    },
    clear() {
      if (debounce !== null) clearTimeout(debounce);
      debounce = null;
      waiting = null;
      inFlight?.abandon();
      inFlight = null;
      setBusy();
    },
  };
}
