import { TOKEN_EXPIRY_MARGIN_SECONDS } from './session-limits';

export interface TokenClaims {
  /** Seconds since the epoch. */
  exp?: number;
  user_id?: number;
  company_id?: number;
}

const MILLISECONDS_PER_SECOND = 1000;

const numberClaim = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims this app reads from a JWT payload, or null when it is not a readable JWT.
 * Not verified: the server verifies every token it receives.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  return {
    exp: numberClaim(record.exp),
    user_id: numberClaim(record.user_id),
    company_id: numberClaim(record.company_id),
  };
}

/** Unreadable tokens count as expired; a token without `exp` never expires here. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = readTokenClaims(token);
  if (!claims) return true;
  if (claims.exp === undefined) return false;
  return claims.exp - nowMs / MILLISECONDS_PER_SECOND <= TOKEN_EXPIRY_MARGIN_SECONDS;
}
