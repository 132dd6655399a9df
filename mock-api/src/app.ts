import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import jsonServer from 'json-server';
import type { Database, User } from './db/types';
import { corsForOrigins } from './security/cors';
import { sessionRoutes } from './routes/session-routes';
import { requireAccessToken } from './session/require-access-token';
import { defaultAllowedOrigins, jwtSecret } from './config';

/** The API bases of the spec; the most specific first, so `/api/v1` does not swallow the others. */
export const API_BASES = [
  '/api/v1/rewards_catalog_service/api/v1',
  '/api/v1/data_layer',
  '/api/v2',
  '/api/v1',
] as const;

export interface MockApiOptions {
  /** A db object (kept in memory, for tests) or the path of a JSON file (persisted). */
  source: Database | string;
  allowedOrigins?: readonly string[];
  secret?: Uint8Array;
}

export function createMockApi({
  source,
  allowedOrigins = defaultAllowedOrigins(),
  secret = jwtSecret(),
}: MockApiOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('json spaces', 0);

  const router = jsonServer.router(source);
  // Plain JSON only: json-server would otherwise answer `?callback=` with JSONP.
  router.render = (_req, res) => {
    res.json(res.locals.data);
  };
  const users = () => router.db.get('users').value() as User[];

  app.use(corsForOrigins(allowedOrigins));
  app.use(cookieParser());
  app.use(express.urlencoded({ extended: false, limit: '16kb' }));
  app.use(express.json({ limit: '1mb' }));

  app.get(['/health', '/api/v1/health'], (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(sessionRoutes({ users, secret }));

  for (const base of API_BASES) {
    app.all(`${base}/db`, (_req, res) => {
      res.status(404).json({ error: 'not_found', message: 'Not found' });
    });
    app.use(
      base,
      requireAccessToken(secret),
      (req, res, next) => {
        // Writes go through the domain routes that hold the rules, never straight into a collection.
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.status(405).json({ error: 'method_not_allowed', message: 'This collection is read-only' });
          return;
        }
        next();
      },
      router,
    );
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'Not found' });
  });
  return app;
}
