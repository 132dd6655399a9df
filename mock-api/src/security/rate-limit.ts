import type { Request, RequestHandler } from 'express';
import type { ApiRateLimit } from '@laurel/shared/contract';
import type { RateLimits } from '../config';
import { sendError } from '../http/send-error';

const MS_PER_SECOND = 1000;
/** Past this many callers the expired windows are swept, so the counters cannot grow without end. */
const SWEEP_AT_SIZE = 10_000;

interface Window {
  startedAt: number;
  count: number;
}

export interface RateLimiterOptions {
  limits: RateLimits;
  now: () => number;
}

/**
 * Fixed-window counters per limit and caller; past the limit, 429 `rate_limited` with `Retry-After`
 * (seconds until the window ends). Counters live in memory: a restart forgives everyone.
 */
export function createRateLimiter({ limits, now }: RateLimiterOptions) {
  const windows = new Map<string, Window>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) {
      const limit = limits[key.slice(0, key.indexOf(':')) as ApiRateLimit];
      if (at - window.startedAt >= limit.windowSeconds * MS_PER_SECOND) windows.delete(key);
    }
  };

  /** Counts one request of `caller` against `name`; the seconds to wait when it is over the limit. */
  const take = (name: ApiRateLimit, caller: string): number | null => {
    const { max, windowSeconds } = limits[name];
    const windowMs = windowSeconds * MS_PER_SECOND;
    const at = now();
    if (windows.size >= SWEEP_AT_SIZE) sweep(at);
    const key = `${name}:${caller}`;
    let window = windows.get(key);
    if (!window || at - window.startedAt >= windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= max) return null;
    return Math.max(1, Math.ceil((window.startedAt + windowMs - at) / MS_PER_SECOND));
  };

  return {
    /** Middleware counting each request against `name`, per the caller `callerOf` names. */
    limit:
      (name: ApiRateLimit, callerOf: (req: Request, res: Parameters<RequestHandler>[1]) => string): RequestHandler =>
      (req, res, next) => {
        const retryAfterSeconds = take(name, callerOf(req, res));
        if (retryAfterSeconds === null) return next();
        res.set('Retry-After', String(retryAfterSeconds));
        sendError(res, 'rate_limited', { params: { retryAfterSeconds } });
      },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
