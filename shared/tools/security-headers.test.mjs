import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  contentSecurityPolicy,
  mergeContentSecurityPolicy,
  pageSecurityHeaders,
  remoteOriginsOf,
  widgetFrameOrigins,
} from './security-headers.mjs';
import themeBootScript from '../federation/theme-boot-script.cjs';

const directives = (policy) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

const REMOTES = ['http://localhost:3001', 'https://cdn.example'];

test('remote origins come from the remotes.json entries, deduplicated, relative entries left to self', () => {
  const config = {
    remotes: [
      { id: 'a', entry: 'https://cdn.example/a/mf-manifest.json' },
      { id: 'b', entry: 'https://cdn.example/b/mf-manifest.json' },
      { id: 'c', entry: 'http://localhost:3001/mf-manifest.json' },
      { id: 'd', entry: '/local/mf-manifest.json' },
      { id: 'e', entry: 'javascript:alert(1)' },
    ],
  };
  assert.deepEqual(remoteOriginsOf(config), ['http://localhost:3001', 'https://cdn.example']);
  assert.deepEqual(remoteOriginsOf(undefined), []);
});

test('scripts only from self and the registered remotes, the theme script by its hash: no eval, no plugins, no base', () => {
  const policy = directives(contentSecurityPolicy({ pathname: '/', remoteOrigins: REMOTES }));
  assert.deepEqual(policy['script-src'], ["'self'", themeBootScript.THEME_BOOT_SCRIPT_SOURCE, ...REMOTES]);
  assert.match(themeBootScript.THEME_BOOT_SCRIPT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'none'"]);
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['form-action'], ["'self'"]);
  const everything = Object.values(policy).flat();
  assert.ok(!policy['script-src'].includes("'unsafe-inline'"));
  assert.ok(!everything.includes("'unsafe-eval'"));
  assert.ok(!everything.includes('*'));
});

test('the manifests and stylesheets of the remotes and the configured third-party hosts may be fetched; the websocket is self', () => {
  const env = { LAUREL_ANALYTICS_EVENT_HOST: 'https://events.example/v1', LAUREL_MONITORING_HOST: '' };
  const policy = directives(contentSecurityPolicy({ pathname: '/', remoteOrigins: REMOTES, env }));
  assert.deepEqual(policy['connect-src'], ["'self'", ...REMOTES, 'https://events.example']);
  assert.deepEqual(policy['img-src'], ["'self'", 'data:', 'blob:', ...REMOTES]);
  assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'", ...REMOTES]);
});

test('frame-ancestors: none everywhere but the widget, which allows self and the allow-list', () => {
  const env = { LAUREL_WIDGET_FRAME_ORIGINS: 'https://intranet.example, http://localhost:4090 ' };
  assert.deepEqual(directives(contentSecurityPolicy({ pathname: '/bonuses/1', env }))['frame-ancestors'], ["'none'"]);
  assert.deepEqual(directives(contentSecurityPolicy({ pathname: '/widgets', env }))['frame-ancestors'], ["'none'"]);
  assert.deepEqual(directives(contentSecurityPolicy({ pathname: '/widget/x', env }))['frame-ancestors'], [
    "'self'",
    'http://localhost:4090',
    'https://intranet.example',
  ]);
  assert.deepEqual(widgetFrameOrigins({ LAUREL_WIDGET_FRAME_ORIGINS: 'not a url' }), []);
});

test('every page carries nosniff and a referrer policy; all but the widget deny framing the old way too', () => {
  const page = pageSecurityHeaders({ pathname: '/' });
  assert.equal(page['X-Content-Type-Options'], 'nosniff');
  assert.equal(page['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.equal(page['X-Frame-Options'], 'DENY');
  assert.equal(pageSecurityHeaders({ pathname: '/widget' })['X-Frame-Options'], undefined);
});

test("the API's own page keeps its directives and gets the missing ones", () => {
  const merged = directives(
    mergeContentSecurityPolicy("frame-ancestors 'none'", contentSecurityPolicy({ pathname: '/users/sign_in_start' })),
  );
  assert.deepEqual(merged['frame-ancestors'], ["'none'"]);
  assert.deepEqual(merged['script-src'], ["'self'", themeBootScript.THEME_BOOT_SCRIPT_SOURCE]);
  assert.deepEqual(merged['object-src'], ["'none'"]);
  assert.equal(mergeContentSecurityPolicy(undefined, "default-src 'self'"), "default-src 'self'");
});
