const PROBE_ORIGIN = 'http://laurel.invalid';

/**
 * The same-origin path of `candidate`, or null when it would leave the origin
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`…).
 */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  // Browsers drop tabs and newlines and read `\` as `/`, so `/\t/evil` would leave the origin.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(candidate) || candidate.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
