import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A key lives an hour; the client caches it 55 minutes so it never sends a stale one. */
export const SEARCH_KEY_TTL_MINUTES = 60;
const MS_PER_MINUTE = 60_000;
// Keeps a search key from ever verifying as another HMAC the API signs with the same secret.
const SIGNATURE_CONTEXT = 'laurel-search-key:';

export interface SearchKeyScope {
  company_id: number;
  user_id: number;
}

const scopeSchema = z.object({
  company_id: z.number().int(),
  user_id: z.number().int(),
  valid_until_ms: z.number(),
});

const signatureOf = (payload: string, secret: Uint8Array) =>
  createHmac('sha256', secret)
    .update(SIGNATURE_CONTEXT + payload)
    .digest();

/** `<base64url scope>.<base64url HMAC-SHA256>`: the search protocol's key, scoped to one user of one company. */
export function signSearchKey(scope: SearchKeyScope, secret: Uint8Array, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ ...scope, valid_until_ms: now + SEARCH_KEY_TTL_MINUTES * MS_PER_MINUTE }),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/** The key's scope, or null when it is missing, forged, malformed or expired. */
export function verifySearchKey(key: unknown, secret: Uint8Array, now = Date.now()): SearchKeyScope | null {
  if (typeof key !== 'string') return null;
  const [payload, signature, ...rest] = key.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const scope = scopeSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (scope.valid_until_ms <= now) return null;
    return { company_id: scope.company_id, user_id: scope.user_id };
  } catch {
    return null;
  }
}
