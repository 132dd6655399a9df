import { readCookie, type CookieJar } from '../http/cookies';
import { WIDGET_TOKEN_COOKIE, WIDGET_TOKEN_COOKIE_MAX_AGE_SECONDS } from './session-limits';

// A framed widget is a third-party context: the cookie must be SameSite=None, which browsers only accept when Secure.
const ATTRIBUTES = 'Path=/; SameSite=None; Secure';

export function readWidgetToken(jar: CookieJar): string | null {
  return readCookie(WIDGET_TOKEN_COOKIE, jar) || null;
}

export function saveWidgetToken(jar: CookieJar, token: string): void {
  jar.cookie = `${WIDGET_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${WIDGET_TOKEN_COOKIE_MAX_AGE_SECONDS}; ${ATTRIBUTES}`;
}

export function clearWidgetToken(jar: CookieJar): void {
  jar.cookie = `${WIDGET_TOKEN_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}
