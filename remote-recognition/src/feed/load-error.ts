import { HttpError, RequestTimeoutError } from '@laurel/shared';

/** The error page statuses of the spec, plus a request that never got an answer, or not in time. */
export const LOAD_ERROR_REASONS = ['400', '401', '403', '404', '500', '503', 'network', 'timeout', 'unknown'] as const;
export type LoadErrorReason = (typeof LOAD_ERROR_REASONS)[number];

/** Which message a failed read shows: by the status the server answered, else why no answer came. */
export function loadErrorReason(error: unknown): LoadErrorReason {
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof RequestTimeoutError) return 'timeout';
  if (!(error instanceof HttpError)) return error instanceof TypeError ? 'network' : 'unknown';
  const status = String(error.responseStatus);
  return (LOAD_ERROR_REASONS as readonly string[]).includes(status) ? (status as LoadErrorReason) : 'unknown';
}

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.isNotFound();
