import type { Database } from '../db/types';
import { SESSION_COOKIE, signAccessToken, signSessionCookie } from '../session/tokens';
import { TEST_SECRET } from './test-api';

/**
 * A persona's bearer header and session cookie, signed directly (as the perf bench does) so a test of
 * another rule does not depend on the sign-in flow.
 */
export async function personaAuth(db: Database, persona: string, secret: Uint8Array = TEST_SECRET) {
  const user = db.users.find((candidate) => candidate.persona === persona);
  if (!user) throw new Error(`no persona ${persona} in the seed`);
  const token = await signAccessToken({ user_id: user.id, company_id: user.company_id }, secret);
  const session = await signSessionCookie({ userId: user.id }, secret);
  return { user, authorization: `Bearer ${token}`, cookie: `${SESSION_COOKIE}=${session}` };
}
