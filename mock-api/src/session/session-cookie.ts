import type { CookieOptions } from 'express';
import { SESSION_TTL_HOURS } from './tokens';

export const sessionCookieOptions: CookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: SESSION_TTL_HOURS * 60 * 60 * 1000,
};
