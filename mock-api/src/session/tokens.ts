import { SignJWT, jwtVerify } from 'jose';

/** Minutes a JWT from `/api/v2/jwt` lives; the client refreshes it before it expires. */
export const JWT_TTL_MINUTES = 15;
export const SESSION_TTL_HOURS = 12;
export const SESSION_COOKIE = 'laurel_session';

export interface AccessClaims {
  user_id: number;
  company_id: number;
  /** The super-admin acting as this user, while spoofing. */
  spoofer_id?: number;
}

export interface SessionClaims {
  userId: number;
  spooferId?: number;
}

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret as an HS256 key, imported once: given the bytes, jose imports them on every call, which was
 * a twentieth of a give's time under load (S7).
 */
function hmacKeyOf(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ ...claims, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${JWT_TTL_MINUTES}m`)
    .sign(await hmacKeyOf(secret));
}

export async function signSessionCookie({ userId, spooferId }: SessionClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ typ: 'session', ...(spooferId !== undefined && { spoofer_id: spooferId }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_HOURS}h`)
    .sign(await hmacKeyOf(secret));
}

/** The signed-in user (and spoofer), or null for a missing, forged or expired session. */
export async function verifySessionCookie(value: unknown, secret: Uint8Array): Promise<SessionClaims | null> {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const { payload } = await jwtVerify(value, await hmacKeyOf(secret), { algorithms: ['HS256'] });
    if (payload.typ !== 'session') return null;
    const spooferId = typeof payload.spoofer_id === 'number' ? payload.spoofer_id : undefined;
    return { userId: Number(payload.sub), ...(spooferId !== undefined && { spooferId }) };
  } catch {
    return null;
  }
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(secret), { algorithms: ['HS256'] });
    if (payload.typ !== 'access') return null;
    const spooferId = typeof payload.spoofer_id === 'number' ? { spoofer_id: payload.spoofer_id } : {};
    return { user_id: Number(payload.user_id), company_id: Number(payload.company_id), ...spooferId };
  } catch {
    return null;
  }
}
