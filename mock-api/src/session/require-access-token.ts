import type { RequestHandler } from 'express';
import { verifyAccessToken } from './tokens';
import { sendError } from '../http/send-error';

/** 401 unless the request carries a valid bearer token from `/api/v2/jwt`. */
export function requireAccessToken(secret: Uint8Array): RequestHandler {
  return (req, res, next) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!match) {
      sendError(res, 'unauthorized');
      return;
    }
    verifyAccessToken(match[1]!, secret)
      .then((claims) => {
        if (!claims) {
          sendError(res, 'unauthorized');
          return;
        }
        res.locals.claims = claims;
        next();
      })
      .catch(next);
  };
}
