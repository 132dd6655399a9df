import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createAppServer, rewriteRemotesConfig } from './app-server.mjs';
import themeBootScript from '../federation/theme-boot-script.cjs';

const THEME = themeBootScript.THEME_BOOT_SCRIPT_SOURCE;

const config = {
  remotes: [
    { id: 'rewards', name: 'laurel_rewards', entry: 'http://localhost:3004/mf-manifest.json' },
    { id: 'admin', name: 'laurel_admin', entry: 'http://localhost:3005/mf-manifest.json' },
  ],
};

test('an environment variable moves one remote to another origin', () => {
  const rewritten = rewriteRemotesConfig(config, { LAUREL_REMOTE_REWARDS_URL: 'https://cdn.example/rewards/' });
  assert.equal(rewritten.remotes[0].entry, 'https://cdn.example/rewards/mf-manifest.json');
  assert.equal(rewritten.remotes[1].entry, config.remotes[1].entry);
});

test('a full manifest URL is taken as it is', () => {
  const rewritten = rewriteRemotesConfig(config, { LAUREL_REMOTE_ADMIN_URL: 'https://a.example/v2/mf-manifest.json' });
  assert.equal(rewritten.remotes[1].entry, 'https://a.example/v2/mf-manifest.json');
});

const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-releases-'));

async function withServer(id, files, run) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-serve-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const server = createAppServer({
    id,
    distDir: dir,
    apiOrigin: 'http://localhost:9',
    env: {
      LAUREL_REMOTE_REWARDS_URL: 'http://localhost:9999',
      LAUREL_WIDGET_FRAME_ORIGINS: 'https://intranet.example',
      LAUREL_RELEASES_DIR: releasesDir,
    },
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://localhost:${server.address().port}`);
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the shell's server rewrites remotes.json per request and falls back to index.html", async () => {
  await withServer(
    'shell',
    { 'index.html': '<html>shell</html>', 'remotes.json': JSON.stringify(config), 'main.0123abcd.js': 'x' },
    async (origin) => {
      const remotes = await (await fetch(`${origin}/remotes.json`)).json();
      assert.equal(remotes.remotes[0].entry, 'http://localhost:9999/mf-manifest.json');
      const page = await fetch(`${origin}/rewards/12`);
      assert.equal(await page.text(), '<html>shell</html>');
      assert.equal(page.headers.get('cache-control'), 'no-cache');
      const hashed = await fetch(`${origin}/main.0123abcd.js`);
      assert.match(hashed.headers.get('cache-control'), /immutable/);
      for (const validator of ['etag', 'last-modified', 'accept-ranges'])
        assert.equal(hashed.headers.get(validator), null);
      assert.ok((await fetch(`${origin}/remotes.json`)).ok);
      assert.ok((await fetch(`${origin}/index.html`)).headers.get('etag'), 'a file without a hash is revalidated');
      assert.equal((await fetch(`${origin}/missing.js`)).status, 404);
    },
  );
});

test("a remote's server lets any origin load its assets, compressed", async () => {
  await withServer(
    'rewards',
    { 'index.html': '<html></html>', 'remoteEntry.js': 'var x = 1;'.repeat(500) },
    async (origin) => {
      const entry = await fetch(`${origin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(entry.headers.get('access-control-allow-origin'), '*');
      assert.equal(entry.headers.get('content-encoding'), 'gzip');
      assert.equal(entry.headers.get('cache-control'), 'no-cache');
    },
  );
});

test("a build's brotli copy goes to a browser that accepts br, the file itself to one that does not", async () => {
  const script = 'var laurel = 1;'.repeat(500);
  const precompressed = zlib.brotliCompressSync(script);
  await withServer(
    'rewards',
    { 'index.html': '<html></html>', 'main.0123abcd.js': script, 'main.0123abcd.js.br': precompressed },
    async (origin) => {
      const brotli = await fetch(`${origin}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      assert.equal(brotli.headers.get('content-encoding'), 'br');
      assert.equal(brotli.headers.get('content-length'), String(precompressed.length), 'the file the build wrote');
      assert.equal(brotli.headers.get('content-type'), 'application/javascript; charset=utf-8');
      assert.equal(brotli.headers.get('vary'), 'Accept-Encoding');
      assert.equal(brotli.headers.get('access-control-allow-origin'), '*');
      assert.equal(brotli.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(await brotli.text(), script);
      const gzip = await fetch(`${origin}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(gzip.headers.get('content-encoding'), 'gzip');
      assert.equal(await gzip.text(), script);
      const escape = await fetch(`${origin}/..%2f..%2fetc%2fpasswd.js`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(escape.status, 404);
    },
  );
});

test("every release of a remote stays served under its id, and the shell's remotes.json points at the live one", async () => {
  const release = '0.1.0-0123abcd';
  fs.mkdirSync(path.join(releasesDir, 'rewards', release), { recursive: true });
  fs.writeFileSync(path.join(releasesDir, 'rewards', release, 'remoteEntry.js'), 'var released = 1;');
  await withServer('rewards', { 'index.html': '<html></html>' }, async (origin) => {
    const entry = await fetch(`${origin}/releases/${release}/remoteEntry.js`);
    assert.equal(await entry.text(), 'var released = 1;');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`${origin}/releases/${release}/missing.js`)).status, 404);
    assert.equal((await fetch(`${origin}/releases/..%2f..%2fetc/passwd`)).status, 404);
  });
  fs.writeFileSync(
    path.join(releasesDir, 'registry.json'),
    JSON.stringify({ environments: { development: { rewards: { live: release, previous: [] } } } }),
  );
  try {
    await withServer(
      'shell',
      { 'index.html': '<html></html>', 'remotes.json': JSON.stringify(config) },
      async (origin) => {
        const served = await (await fetch(`${origin}/remotes.json`)).json();
        assert.equal(served.remotes[0].entry, `http://localhost:9999/releases/${release}/mf-manifest.json`);
        assert.equal(served.remotes[1].entry, config.remotes[1].entry);
      },
    );
  } finally {
    fs.rmSync(path.join(releasesDir, 'registry.json'));
  }
});

test('only the widget may be framed, and only by the configured origins', async () => {
  await withServer(
    'shell',
    { 'index.html': '<html>shell</html>', 'remotes.json': JSON.stringify(config) },
    async (origin) => {
      const frameAncestors = (response) =>
        /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const page = await fetch(`${origin}/rewards`);
      assert.equal(frameAncestors(page), "'none'");
      assert.equal(page.headers.get('x-frame-options'), 'DENY');
      const indexFile = await fetch(`${origin}/index.html`);
      assert.equal(frameAncestors(indexFile), "'none'");
      const widget = await fetch(`${origin}/widget?jwt=x`);
      assert.equal(frameAncestors(widget), "'self' https://intranet.example");
      assert.equal(widget.headers.get('x-frame-options'), null);
    },
  );
});

test("the shell's page lets scripts come from itself, its theme script and the remotes its remotes.json names, as overridden", async () => {
  await withServer(
    'shell',
    { 'index.html': '<html>shell</html>', 'remotes.json': JSON.stringify(config) },
    async (origin) => {
      const page = await fetch(`${origin}/`);
      const scriptSrc = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy'))?.[1];
      assert.equal(scriptSrc, `'self' ${THEME} http://localhost:3005 http://localhost:9999`);
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    },
  );
});

test('the page policy goes on HTML only: scripts and JSON carry nosniff and no policy', async () => {
  await withServer(
    'shell',
    { 'index.html': '<html>shell</html>', 'remotes.json': JSON.stringify(config), 'main.0123abcd.js': 'x' },
    async (origin) => {
      for (const file of ['/main.0123abcd.js', '/remotes.json', '/app-config.json']) {
        const response = await fetch(`${origin}${file}`);
        assert.equal(response.headers.get('content-security-policy'), null, file);
        assert.equal(response.headers.get('x-frame-options'), null, file);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', file);
      }
      const missing = await fetch(`${origin}/missing.js`);
      assert.match(missing.headers.get('content-security-policy'), /script-src 'self'/);
    },
  );
});

test("a remote's standalone page takes scripts from its own origin only, and its theme script", async () => {
  await withServer('rewards', { 'index.html': '<html></html>' }, async (origin) => {
    const page = await fetch(`${origin}/rewards`);
    const policy = page.headers.get('content-security-policy');
    assert.ok(policy.includes(`script-src 'self' ${THEME};`), policy);
    assert.match(policy, /object-src 'none'/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  });
});

test("the shell's app-config.json carries the environment and only the settings that are set", async () => {
  const { appConfigFromEnv } = await import('./app-server.mjs');
  assert.deepEqual(appConfigFromEnv({}), { env: 'development', values: {} });
  assert.deepEqual(
    appConfigFromEnv({
      LAUREL_ENV: 'staging',
      LAUREL_ANALYTICS_EVENT_HOST: 'https://e.example',
      LAUREL_SUPPORT_CHAT_APP_ID: '',
    }),
    { env: 'staging', values: { analyticsEventHost: 'https://e.example', supportChatAppId: '' } },
  );
});
