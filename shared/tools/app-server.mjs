import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { mergeContentSecurityPolicy, pageSecurityHeaders, remoteOriginsOf } from './security-headers.mjs';
import { readRegistry, releaseDir, releaseEnvironment, RELEASE_ID, withLiveReleases } from './releases/registry.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, remoteEntryUrl, isApiPath } = require('./system.cjs');

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

/**
 * The remote origins the shell's page may load scripts from: its remotes.json as served (with the
 * environment's overrides), re-read when the file changes so a URL swap needs no restart.
 */
function shellRemoteOrigins(distDir, env) {
  const file = path.join(distDir, 'remotes.json');
  let cached = { mtimeMs: -1, origins: [] };
  return () => {
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) {
      const config = rewriteRemotesConfig(JSON.parse(fs.readFileSync(file, 'utf8')), env);
      cached = { mtimeMs, origins: remoteOriginsOf(config) };
    }
    return cached.origins;
  };
}

const APP_CONFIG_ENV = {
  analyticsEventHost: 'LAUREL_ANALYTICS_EVENT_HOST',
  analyticsKey: 'LAUREL_ANALYTICS_KEY',
  experimentFeatureHost: 'LAUREL_EXPERIMENT_FEATURE_HOST',
  experimentApiKey: 'LAUREL_EXPERIMENT_API_KEY',
  monitoringHost: 'LAUREL_MONITORING_HOST',
  supportChatAppId: 'LAUREL_SUPPORT_CHAT_APP_ID',
  translationsOrigin: 'LAUREL_TRANSLATIONS_ORIGIN',
};

/** The shell's `/app-config.json`: the environment and its third-party settings, from `LAUREL_*` variables. */
export function appConfigFromEnv(env) {
  const values = Object.fromEntries(
    Object.entries(APP_CONFIG_ENV)
      .filter(([, variable]) => env[variable] !== undefined)
      .map(([key, variable]) => [key, env[variable]]),
  );
  return { env: env.LAUREL_ENV ?? 'development', values };
}

const HTML = /^text\/html\b/i;

/** Calls `listener` once, just before the response's status line and headers go out. */
function beforeHeadersSent(res, listener) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadAfterListener(...args) {
    res.writeHead = writeHead;
    listener();
    return writeHead.apply(this, args);
  };
}

function setCacheHeaders(res, filePath) {
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const PRECOMPRESSED = /\.(js|css)$/;

/**
 * Sends the build's `<file>.br` (brotli at its best quality, written by the build) to a browser that
 * accepts br; anything else falls through to the static files, compressed on the fly.
 */
/**
 * Every release of a remote stays served under `/releases/<release>/`, so a page opened before a
 * promotion still finds the lazy chunks of the release it started with.
 */
function releaseFiles(id, env) {
  const servers = new Map();
  const serverOf = (dir) => {
    if (!servers.has(dir)) {
      const files = express.static(dir, { index: false, setHeaders: setCacheHeaders, fallthrough: false });
      const precompressed = precompressedFiles(dir);
      servers.set(dir, (req, res, next) => precompressed(req, res, () => files(req, res, next)));
    }
    return servers.get(dir);
  };
  return (req, res, next) => {
    if (!RELEASE_ID.test(req.params.release)) return res.status(404).send('Not found');
    serverOf(releaseDir(id, req.params.release, env))(req, res, next);
  };
}

function precompressedFiles(distDir) {
  return (req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method) || !PRECOMPRESSED.test(req.path)) return next();
    if (!/\bbr\b/.test(req.get('Accept-Encoding') ?? '')) return next();
    let file;
    try {
      file = path.join(distDir, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(distDir + path.sep)) return next();
    fs.stat(`${file}.br`, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      setCacheHeaders(res, file);
      if (!HASHED_FILE.test(file)) {
        res.setHeader('ETag', `W/"br-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`);
        if (req.fresh) return res.status(304).end();
      }
      res.setHeader('Content-Length', stat.size);
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(`${file}.br`).on('error', next).pipe(res);
    });
  };
}

/**
 * Serves one app's production build, compressed (brotli files from the build where it has them). The shell's server also answers `remotes.json`
 * and proxies the API; every server proxies the API so a remote's standalone page can sign in.
 */
export function createAppServer({ id, distDir, apiOrigin, env = process.env }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // A remote's standalone page composes nothing: its scripts come from its own origin only.
  const remoteOrigins = id === 'shell' ? shellRemoteOrigins(distDir, env) : () => [];
  const securityHeaders = (pathname) => pageSecurityHeaders({ pathname, remoteOrigins: remoteOrigins(), env });
  // Every HTML answer carries the page policy, the proxied API pages (sign-in) and /index.html included.
  // Scripts, styles and JSON get nosniff only: a policy there guards nothing and cost ~0.8 KiB a file.
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    beforeHeadersSent(res, () => {
      if (!HTML.test(String(res.getHeader('Content-Type') ?? ''))) return;
      for (const [name, value] of Object.entries(securityHeaders(req.path))) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
    });
    next();
  });
  app.use(
    createProxyMiddleware({
      target: apiOrigin,
      pathFilter: isApiPath,
      ws: true,
      logger: undefined,
      on: {
        // The API's own HTML (the dev sign-in page) keeps its stricter directives and gets the rest.
        proxyRes: (proxyRes, req) => {
          if (!/html/.test(proxyRes.headers['content-type'] ?? '')) return;
          const pagePolicy = securityHeaders(new URL(req.url, 'http://x').pathname)['Content-Security-Policy'];
          const upstream = proxyRes.headers['content-security-policy'];
          proxyRes.headers['content-security-policy'] = mergeContentSecurityPolicy(upstream, pagePolicy);
        },
      },
    }),
  );

  if (id === 'shell') {
    app.get('/app-config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(appConfigFromEnv(env));
    });
    app.get('/remotes.json', (_req, res, next) => {
      fs.readFile(path.join(distDir, 'remotes.json'), 'utf8', (error, text) => {
        if (error) return next(error);
        res.setHeader('Cache-Control', 'no-cache');
        const config = rewriteRemotesConfig(JSON.parse(text), env);
        res.json(withLiveReleases(config, readRegistry(env), releaseEnvironment(env)));
      });
    });
  } else {
    // Remotes are assets loaded cross-origin by the shell: CORS for the files, nothing else.
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }

  if (id !== 'shell') app.use('/releases/:release', releaseFiles(id, env));
  app.use(precompressedFiles(path.resolve(distDir)));
  const files = express.static(distDir, { index: false, setHeaders: setCacheHeaders });
  // A hashed file never changes under its name and is never revalidated: validators and ranges are dead weight.
  const immutableFiles = express.static(distDir, {
    index: false,
    setHeaders: setCacheHeaders,
    etag: false,
    lastModified: false,
    acceptRanges: false,
  });
  app.use((req, res, next) => (HASHED_FILE.test(req.path) ? immutableFiles : files)(req, res, next));
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
