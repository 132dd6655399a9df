import { matchPath } from 'react-router';
import { allRoutes, type RemoteModule } from '@laurel/shared';

/** Starts loading the code of `remote`'s pages at `path`, where a page can (a lazy page's `preload`). */
export function preloadPages(remote: RemoteModule, path: string): void {
  const pathname = path.split(/[?#]/)[0]!;
  for (const route of allRoutes(remote)) {
    const { preload } = route.Component as { preload?: () => Promise<unknown> };
    if (preload && matchPath(route.path, pathname)) preload().catch(() => undefined);
  }
}
