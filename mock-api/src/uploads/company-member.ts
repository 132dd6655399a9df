import type { Request } from 'express';
import type { Store } from '../db/store';
import { SESSION_COOKIE, verifySessionCookie } from '../session/tokens';

/**
 * The request's session cookie names an active user of this company. Stored files are read by <img>
 * and <video>, which send no bearer token: only the company's own signed-in people get them.
 */
export async function isCompanyMember(req: Request, store: Store, secret: Uint8Array, companyId: string) {
  const session = await verifySessionCookie(req.cookies?.[SESSION_COOKIE], secret);
  const user = session && store.rowsById('users').get(session.userId);
  return Boolean(user && user.status === 'active' && String(user.company_id) === companyId);
}
