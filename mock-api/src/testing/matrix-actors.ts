import { randomBytes } from 'node:crypto';
import type { ApiActor } from '@laurel/shared/contract';
import type { Database, User } from '../db/types';
import { flagsOf } from '../authz/subject';
import { companyProfileView, userProfileView } from '../routes/profile-views';
import { SESSION_COOKIE, signAccessToken, signSessionCookie } from '../session/tokens';
import { TEST_SECRET } from './test-api';

/** Who the authorization matrix runs as: every seeded persona, and a super-admin spoofing the employee. */
export interface MatrixActor {
  name: string;
  user: User;
  spoofer?: User;
}

export const SPOOFING_ACTOR = 'super_admin spoofing employee';

export function matrixActors(db: Database): MatrixActor[] {
  const personas = db.users.filter((user) => user.persona);
  const persona = (name: string) => personas.find((user) => user.persona === name)!;
  return [
    ...personas.map((user) => ({ name: user.persona!, user })),
    { name: SPOOFING_ACTOR, user: persona('employee'), spoofer: persona('super_admin') },
  ];
}

/** The actor as the contract's rules see it. */
export function apiActorOf(db: Database, { user, spoofer }: MatrixActor): ApiActor {
  const company = db.companies.find((candidate) => candidate.id === user.company_id)!;
  return {
    user: userProfileView(user),
    company: companyProfileView(company),
    flags: flagsOf(company),
    isSpoofing: spoofer !== undefined,
  };
}

/** What the browser of the actor sends: bearer token, session and anti-forgery cookies, and the token header. */
export async function browserHeadersOf({ user, spoofer }: MatrixActor): Promise<Record<string, string>> {
  const spooferId = spoofer?.id;
  const jwt = await signAccessToken(
    { user_id: user.id, company_id: user.company_id, ...(spooferId !== undefined && { spoofer_id: spooferId }) },
    TEST_SECRET,
  );
  const session = await signSessionCookie({ userId: user.id, spooferId }, TEST_SECRET);
  const csrf = randomBytes(32).toString('base64url');
  return {
    Authorization: `Bearer ${jwt}`,
    Cookie: `${SESSION_COOKIE}=${session}; CSRF-TOKEN=${csrf}`,
    'X-CSRF-TOKEN': csrf,
  };
}
