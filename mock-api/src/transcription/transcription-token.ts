import { SignJWT, jwtVerify } from 'jose';
import { TRANSCRIPTION_TOKEN_TTL_SECONDS } from '@laurel/shared/contract';

export interface TranscriptionClaims {
  user_id: number;
  company_id: number;
}

// Its own `typ`: the access-token check refuses it, and this check refuses an access token.
const TOKEN_TYPE = 'transcription';

/** A short-lived token that opens the speech socket for one user of one company, and nothing else. */
export function signTranscriptionToken(claims: TranscriptionClaims, secret: Uint8Array, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ...claims, typ: TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TRANSCRIPTION_TOKEN_TTL_SECONDS)
    .sign(secret);
}

export async function verifyTranscriptionToken(
  token: string,
  secret: Uint8Array,
  now = Date.now(),
): Promise<TranscriptionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) });
    if (payload.typ !== TOKEN_TYPE) return null;
    return { user_id: Number(payload.user_id), company_id: Number(payload.company_id) };
  } catch {
    return null;
  }
}
