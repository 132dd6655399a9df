import { readCookie } from './cookies';

export const SOURCE_HEADER = 'X-Laurel-Source';
export const SOURCE_INTERNAL = 'internal';
export const CSRF_COOKIE = 'CSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
export const KEY_INFLECTION_HEADER = 'X-Key-Inflection';

/** The anti-forgery header, copied from its cookie; empty when the cookie is absent. */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
