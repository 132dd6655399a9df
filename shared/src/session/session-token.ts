import { csrfHeaders, SOURCE_HEADER, SOURCE_INTERNAL } from '../http/request-headers';
import { JWT_PATH, SIGN_IN_START_PATH } from './session-paths';

export * from './session-paths';

/** Where the browser goes when there is no session; `returnTo` must be a same-origin path. */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_START_PATH}?redirect_to=${encodeURIComponent(returnTo)}`;
}

export class SessionUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`The session service answered ${status}`);
    this.name = 'SessionUnavailableError';
  }
}

/** The current session's token, or null when nobody is signed in. */
export async function fetchSessionToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(JWT_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json', [SOURCE_HEADER]: SOURCE_INTERNAL, ...csrfHeaders() },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new SessionUnavailableError(response.status);
  const body = (await response.json()) as { jwt?: unknown };
  if (typeof body.jwt !== 'string') throw new SessionUnavailableError(response.status);
  return body.jwt;
}
