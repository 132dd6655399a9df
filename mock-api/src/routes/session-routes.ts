import { Router } from 'express';
import { safeRedirectPath, SIGN_IN_START_PATH } from '@laurel/shared/contract';
import type { User } from '../db/types';
import { renderSignInPage } from '../session/sign-in-page';
import { SESSION_COOKIE, signAccessToken, signSessionCookie, verifySessionCookie } from '../session/tokens';
import { sessionCookieOptions } from '../session/session-cookie';
import { sendError } from '../http/send-error';

interface SessionRoutesOptions {
  users: () => User[];
  secret: Uint8Array;
}

/** Dev sign-in with personas, sign-out, and the JWT the apps exchange the session cookie for. */
export function sessionRoutes({ users, secret }: SessionRoutesOptions): Router {
  const router = Router();
  const personas = () => users().filter((user) => user.persona);

  router.get(SIGN_IN_START_PATH, (req, res) => {
    const redirectTo = safeRedirectPath(req.query.redirect_to) ?? '/';
    // A sign-in page in someone else's frame is a clickjacking target.
    res.set({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' });
    res.type('html').send(renderSignInPage(personas(), redirectTo));
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

  router.post('/users/sign_in', (req, res, next) => {
    const user = personas().find((candidate) => candidate.persona === req.body?.persona);
    if (!user) {
      sendError(res, 'unknown_persona');
      return;
    }
    signSessionCookie({ userId: user.id }, secret)
      .then((cookie) => {
        res.cookie(SESSION_COOKIE, cookie, sessionCookieOptions);
        res.redirect(303, safeRedirectPath(req.body?.redirect_to) ?? '/');
      })
      .catch(next);
  });

  router.get('/users/sign_out', (_req, res) => {
    res.clearCookie(SESSION_COOKIE, { path: '/' });
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
