import { Router, type RequestHandler } from 'express';
import { safeRedirectPath, SIGN_IN_PATH, SIGN_IN_START_PATH, SIGN_OUT_PATH } from '@laurel/shared/contract';
import type { User } from '../db/types';
import { renderSignInPage, renderSignOutPage } from '../session/sign-in-page';
import { SESSION_COOKIE, signAccessToken, signSessionCookie, verifySessionCookie } from '../session/tokens';
import { sessionCookieOptions } from '../session/session-cookie';
import { sendError } from '../http/send-error';
import { csrfTokenOf, rotateCsrfToken } from '../security/csrf';
import type { RateLimiter } from '../security/rate-limit';

interface SessionRoutesOptions {
  users: () => User[];
  secret: Uint8Array;
  /** The matrix's anti-forgery check for a route. */
  csrf: (method: 'POST', path: string) => RequestHandler;
  limiter: RateLimiter;
}

/** A page of our own in nobody's frame: a sign-in or sign-out button there is a clickjacking target. */
const framingDenied: RequestHandler = (_req, res, next) => {
  res.set({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' });
  next();
};

/** Dev sign-in with personas, sign-out, and the JWT the apps exchange the session cookie for. */
export function sessionRoutes({ users, secret, csrf, limiter }: SessionRoutesOptions): Router {
  const router = Router();
  const personas = () => users().filter((user) => user.persona);

  router.get(SIGN_IN_START_PATH, framingDenied, (req, res) => {
    const redirectTo = safeRedirectPath(req.query.redirect_to) ?? '/';
    res.type('html').send(renderSignInPage(personas(), redirectTo, csrfTokenOf(res)));
  });

  router.get('/users/personas.json', (_req, res) => {
    res.json(
      personas().map((user) => ({
        persona: user.persona,
        name: user.display_name,
        description: user.persona_description,
      })),
    );
  });

  router.post(
    SIGN_IN_PATH,
    limiter.limit('sign-in', (req) => req.ip ?? 'unknown'),
    csrf('POST', SIGN_IN_PATH),
    (req, res, next) => {
      const user = personas().find((candidate) => candidate.persona === req.body?.persona);
      if (!user) {
        sendError(res, 'unknown_persona');
        return;
      }
      signSessionCookie({ userId: user.id }, secret)
        .then((cookie) => {
          user.last_sign_in_at = new Date().toISOString();
          res.cookie(SESSION_COOKIE, cookie, sessionCookieOptions(req));
          rotateCsrfToken(req, res);
          res.redirect(303, safeRedirectPath(req.body?.redirect_to) ?? '/');
        })
        .catch(next);
    },
  );

  // Following a link cannot carry the token, so the link shows a confirmation whose form does.
  router.get(SIGN_OUT_PATH, framingDenied, (_req, res) => {
    res.type('html').send(renderSignOutPage(csrfTokenOf(res)));
  });

  router.post(SIGN_OUT_PATH, csrf('POST', SIGN_OUT_PATH), (req, res) => {
    res.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(req), maxAge: undefined });
    rotateCsrfToken(req, res);
    res.redirect(303, SIGN_IN_START_PATH);
  });

  router.get('/api/v2/jwt', (req, res, next) => {
    verifySessionCookie(req.cookies?.[SESSION_COOKIE], secret)
      .then(async (session) => {
        const user = session && users().find((candidate) => candidate.id === session.userId);
        if (!user || user.status !== 'active') {
          sendError(res, 'unauthorized');
          return;
        }
        const spoofer = session.spooferId === undefined ? {} : { spoofer_id: session.spooferId };
        res.json({ jwt: await signAccessToken({ user_id: user.id, company_id: user.company_id, ...spoofer }, secret) });
      })
      .catch(next);
  });

  return router;
}
