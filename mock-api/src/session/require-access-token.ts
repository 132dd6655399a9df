import type { RequestHandler } from 'express';
import { verifyAccessToken } from './tokens';

/** 401 unless the request carries a valid bearer token from `/api/v2/jwt`. */
export function requireAccessToken(secret: Uint8Array): RequestHandler {
  return (req, res, next) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (!match) {
      res.status(401).json({ error: 'unauthorized', message: 'A bearer token is required' });
      return;
    }
    verifyAccessToken(match[1]!, secret)
      .then((claims) => {
        if (!claims) {
          res.status(401).json({ error: 'unauthorized', message: 'The token is invalid or expired' });
          return;
        }
        res.locals.claims = claims;
        next();
      })
      .catch(next);
  };
}
