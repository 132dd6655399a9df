import type { RemoteRoute } from '@laurel/shared';

/**
 * The routes a mount at `base` renders, with paths made relative to it: descendant
 * <Routes> match what is left of the URL below their parent's match.
 */
export function routesUnder(base: string, routes: readonly RemoteRoute[]): RemoteRoute[] {
  const prefix = base === '/' ? '/' : `${base}/`;
  return routes
    .filter((route) => route.path === base || route.path.startsWith(prefix))
    .map((route) => ({ ...route, path: route.path === base ? '' : route.path.slice(prefix.length) }));
}
