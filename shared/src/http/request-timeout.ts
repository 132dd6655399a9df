/** A read the server never finished answering: after this long the client gives up and the panel offers a retry. */
export const READ_TIMEOUT_MS = 20_000;

/** After this long a read still loading is shown as slow, with a retry, before it times out. */
export const SLOW_READ_MS = 3_000;

/** A request that got no complete answer within its time-out. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Runs `work` with a signal that aborts after `timeoutMs` (or when `outer` aborts); a time-out
 * rejects with RequestTimeoutError, whatever the aborted fetch threw.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    return await work(controller.signal);
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
