import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';

const require = createRequire(import.meta.url);
const { REMOTES, remoteEntryUrl, API_PATHS } = require('./system.cjs');

const HASHED_FILE = /\.[0-9a-f]{8}\.js$/;

/**
 * `remotes.json` as built, with any remote moved by `LAUREL_REMOTE_<ID>_URL` (an origin or a
 * manifest URL): each environment points the shell at its remotes without a rebuild.
 */
export function rewriteRemotesConfig(config, env) {
  return {
    ...config,
    remotes: config.remotes.map((remote) => {
      const override = env[`LAUREL_REMOTE_${remote.id.toUpperCase()}_URL`];
      if (!override) return remote;
      const entry = override.endsWith('.json') ? override : remoteEntryUrl(override.replace(/\/$/, ''));
      return { ...remote, entry };
    }),
  };
}

function setCacheHeaders(res, filePath) {
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves one app's production build with gzip. The shell's server also answers `remotes.json`
 * and proxies the API; every server proxies the API so a remote's standalone page can sign in.
 */
export function createAppServer({ id, distDir, apiOrigin, env = process.env }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(createProxyMiddleware({ target: apiOrigin, pathFilter: API_PATHS, ws: true, logger: undefined }));

  if (id === 'shell') {
    app.get('/remotes.json', (_req, res, next) => {
      fs.readFile(path.join(distDir, 'remotes.json'), 'utf8', (error, text) => {
        if (error) return next(error);
        res.setHeader('Cache-Control', 'no-cache');
        res.json(rewriteRemotesConfig(JSON.parse(text), env));
      });
    });
  } else {
    // Remotes are assets loaded cross-origin by the shell: CORS for the files, nothing else.
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }

  app.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders }));
  app.get('*', (req, res) => {
    if (path.extname(req.path)) return res.status(404).send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(distDir, 'index.html'));
  });
  return app;
}

export function appDir(id) {
  const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  if (id === 'shell') return path.join(repoRoot, 'shell');
  const remote = REMOTES.find((candidate) => candidate.id === id);
  if (!remote) throw new Error(`Unknown app "${id}"`);
  return path.join(repoRoot, remote.dir);
}
