export type CookieJar = Pick<Document, 'cookie'>;

/** The decoded value of cookie `name`, or null when it is not set. */
export function readCookie(name: string, jar: CookieJar = document): string | null {
  for (const pair of jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
