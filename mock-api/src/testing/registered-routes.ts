import http from 'node:http';
import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  path: string;
  /** Served by json-server's own router (the plain collections), not a domain router. */
  plainCollections: boolean;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name: string;
  regexp: RegExp & { fast_slash?: boolean };
  keys: { name: string | number }[];
  handle: { stack?: Layer[]; db?: unknown };
}

/** The mount path of a `use()`d router, read back from the pattern Express 4 compiled it to. */
function mountPathOf(layer: Layer): string {
  if (layer.regexp.fast_slash) return '';
  let keyIndex = 0;
  const source = layer.regexp.source
    .replace(/^\^/, '')
    .replace(/\\\/\?\(\?=\\\/\|\$\)$/, '')
    .replace(/\(\?:\(\[\^\\\/]\+\?\)\)/g, () => `:${String(layer.keys[keyIndex++]?.name)}`)
    .replace(/\\\//g, '/')
    .replace(/\\(.)/g, '$1');
  return source;
}

/** Every route the app answers, with its full path, walking routers mounted inside routers. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const walk = (layers: Layer[], prefix: string, plain: boolean): RegisteredRoute[] =>
    layers.flatMap((layer) => {
      if (layer.route) {
        const paths = ([] as string[]).concat(layer.route.path);
        // `app.all()` registers every method Node knows.
        const methods = Object.keys(layer.route.methods);
        const every = methods.length >= http.METHODS.length || methods.includes('_all');
        return (every ? ['_all'] : methods).flatMap((method) =>
          paths.map((path) => ({
            method: method === '_all' ? 'ALL' : method.toUpperCase(),
            path: `${prefix}${path}`,
            plainCollections: plain,
          })),
        );
      }
      if (layer.name === 'router' && layer.handle.stack) {
        return walk(layer.handle.stack, `${prefix}${mountPathOf(layer)}`, plain || layer.handle.db !== undefined);
      }
      return [];
    });
  return walk(stack, '', false);
}
