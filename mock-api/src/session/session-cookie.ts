import type { CookieOptions, Request } from 'express';
import { SESSION_TTL_HOURS } from './tokens';

/** Whether the request came over https, directly or through the shell's proxy. */
export const isHttps = (req: Request) => req.secure || req.get('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';

/** The session: never readable by scripts, not sent on cross-site posts, Secure when served over https. */
export const sessionCookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: isHttps(req),
  path: '/',
  maxAge: SESSION_TTL_HOURS * 60 * 60 * 1000,
});

/** The anti-forgery token: the page must read it to echo it (double submit), so it is not HttpOnly. */
export const csrfCookieOptions = (req: Request): CookieOptions => ({
  httpOnly: false,
  sameSite: 'lax',
  secure: isHttps(req),
  path: '/',
});
