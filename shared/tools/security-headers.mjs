/**
 * The security headers of every page an app server answers: a Content-Security-Policy built from
 * the remotes the shell registers (its remotes.json) and the widget's frame allow-list, nosniff
 * and a referrer policy. Pure functions, so the policy is tested without a browser.
 */

import themeBootScript from '../federation/theme-boot-script.cjs';

const { THEME_BOOT_SCRIPT_SOURCE } = themeBootScript;

const WIDGET_PATH = /^\/widget(\/|$)/;

/** Third-party hosts the browser calls from the shell's app config (analytics, experiments, monitoring, translations). */
const CONNECT_HOST_ENV = [
  'LAUREL_ANALYTICS_EVENT_HOST',
  'LAUREL_EXPERIMENT_FEATURE_HOST',
  'LAUREL_MONITORING_HOST',
  'LAUREL_TRANSLATIONS_ORIGIN',
];

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The origin of an absolute http(s) URL, else undefined (a relative path is the app's own origin). */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const uniqueOrigins = (urls) => [...new Set(urls.map(originOf).filter(Boolean))].sort();

/** The origins the shell loads remotes from, as its remotes.json (after the environment's overrides) lists them. */
export const remoteOriginsOf = (remotesConfig) => uniqueOrigins((remotesConfig?.remotes ?? []).map((r) => r.entry));

/** The origins allowed to frame the widget, from `LAUREL_WIDGET_FRAME_ORIGINS` (comma or space separated). */
export const widgetFrameOrigins = (env) =>
  uniqueOrigins((env.LAUREL_WIDGET_FRAME_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean));

const connectHosts = (env) => uniqueOrigins(CONNECT_HOST_ENV.map((name) => env[name] ?? ''));

const isWidgetPath = (pathname) => WIDGET_PATH.test(pathname);

/**
 * The Content-Security-Policy of a page at `pathname`.
 * - Scripts only from the app's own origin and the registered remotes, no eval; one inline script, the
 *   page's theme at first paint, allowed by its hash (no 'unsafe-inline').
 * - Styles from the app's own origin and the remotes (each chunk's CSS file). 'unsafe-inline' stays:
 *   the dev server injects <style> elements, and React sets `style` attributes (the virtualized
 *   feed); a nonce cannot cover attributes. A style cannot run code, and script-src stays strict.
 * - connect-src 'self' covers the API, search and the `/cable` websocket (same origin, proxied);
 *   the remotes' manifests and the configured third-party hosts are added.
 * - Only the widget may be framed, and only by the allow-list.
 */
export function contentSecurityPolicy({ pathname, remoteOrigins = [], env = {} }) {
  const remotes = [...remoteOrigins];
  const frameAncestors = isWidgetPath(pathname) ? ["'self'", ...widgetFrameOrigins(env)] : ["'none'"];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", THEME_BOOT_SCRIPT_SOURCE, ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...new Set([...remotes, ...connectHosts(env)])],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...frameAncestors],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header a page response carries; `X-Frame-Options` backs up frame-ancestors for old browsers. */
export function pageSecurityHeaders({ pathname, remoteOrigins = [], env = {} }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ pathname, remoteOrigins, env }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    ...(isWidgetPath(pathname) ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * A policy the API's own pages (the dev sign-in) send is kept, but only as far as it is stricter:
 * directives missing from it are filled from the page policy, so no HTML leaves without one.
 */
export function mergeContentSecurityPolicy(upstream, fallback) {
  const parse = (policy) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name.toLowerCase(), values]),
    );
  const merged = parse(fallback);
  for (const [name, values] of parse(upstream)) merged.set(name, values);
  return [...merged].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
