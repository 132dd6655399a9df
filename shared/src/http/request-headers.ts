import { readCookie } from './cookies';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf-names';

export { CSRF_COOKIE, CSRF_HEADER };

export const SOURCE_HEADER = 'X-Laurel-Source';
export const SOURCE_INTERNAL = 'internal';
export const KEY_INFLECTION_HEADER = 'X-Key-Inflection';

/** The anti-forgery header, copied from its cookie; empty when the cookie is absent. */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
