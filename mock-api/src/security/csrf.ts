import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { apiRoute, CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER, type ApiMethod } from '@laurel/shared/contract';
import { csrfCookieOptions, isHttps } from '../session/session-cookie';
import { sendError } from '../http/send-error';

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[\w-]{43}$/;

const freshToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** The request's anti-forgery token, as the page can read it from its cookie. */
export const csrfTokenOf = (res: Response) => res.locals.csrfToken as string;

/** Gives the browser a new token (after sign-in and sign-out, so a token never outlives its session). */
export function rotateCsrfToken(req: Request, res: Response): void {
  const token = freshToken();
  res.locals.csrfToken = token;
  res.cookie(CSRF_COOKIE, token, csrfCookieOptions(req));
}

/** Every response to a browser without a token sets one: a cookie the page reads and echoes back. */
export const issueCsrfToken: RequestHandler = (req, res, next) => {
  const token: unknown = req.cookies?.[CSRF_COOKIE];
  if (typeof token === 'string' && TOKEN_PATTERN.test(token)) res.locals.csrfToken = token;
  else rotateCsrfToken(req, res);
  next();
};

const sameToken = (given: unknown, expected: unknown) =>
  typeof given === 'string' &&
  typeof expected === 'string' &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const originOf = (url: string | undefined) => {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
};

/**
 * A browser's form or fetch from another site: its Origin (or, without one, its Referer) is neither this
 * host nor one of the app origins. A request that names no origin at all is not a browser's cross-site post.
 */
function isForeign(req: Request, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = req.get('Origin') ?? originOf(req.get('Referer'));
  if (origin === undefined) return false;
  const own = `${isHttps(req) ? 'https' : 'http'}://${req.get('Host') ?? ''}`;
  return origin !== own && !allowedOrigins.has(origin);
}

/** 403 for a cookie-authenticated change from another site, or without the token of the cookie. */
export function requireCsrfToken(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (isForeign(req, allowed)) return sendError(res, 'foreign_origin');
    const given: unknown = req.get(CSRF_HEADER) ?? (req.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
    if (!sameToken(given, req.cookies?.[CSRF_COOKIE])) return sendError(res, 'invalid_csrf_token');
    next();
  };
}

/** The matrix says which routes need the token; this reads it there, so a route cannot forget. */
export function csrfGuard(allowedOrigins: readonly string[]) {
  const check = requireCsrfToken(allowedOrigins);
  return (method: ApiMethod, path: string): RequestHandler => {
    if (!apiRoute(method, path).csrf) return (_req, _res, next) => next();
    return check;
  };
}
