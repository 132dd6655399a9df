import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { loadSubject } from '../authz/subject';
import { requireAccessToken } from '../session/require-access-token';
import { SESSION_COOKIE, verifySessionCookie, type AccessClaims } from '../session/tokens';
import { sendError } from '../http/send-error';

/**
 * A download the browser opens in a new window carries cookies, not the bearer header: the session
 * cookie signs it in (a GET that changes nothing, so no anti-forgery token), else the bearer token does.
 */
export function bearerOrSessionCookie(store: Store, secret: Uint8Array): RequestHandler {
  const bearer = requireAccessToken(secret);
  const subject = loadSubject(store);
  return (req, res, next) => {
    const then = () => subject(req, res, next);
    if (req.headers.authorization) return bearer(req, res, then);
    verifySessionCookie(req.cookies?.[SESSION_COOKIE], secret)
      .then((session) => {
        const user = session && store.rowsById('users').get(session.userId);
        if (!session || !user) return sendError(res, 'unauthorized');
        res.locals.claims = {
          user_id: user.id,
          company_id: user.company_id,
          ...(session.spooferId !== undefined && { spoofer_id: session.spooferId }),
        } satisfies AccessClaims;
        then();
      })
      .catch(next);
  };
}
