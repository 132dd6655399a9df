import { useCallback } from 'react';
import { remotesServing } from './route-table';
import { useRemoteLoader } from './remote-loader';
import { preloadPages } from './preload-pages';

/**
 * Starts loading the remotes of a page the user is about to open (a pointer over its link, or focus on
 * it), and then the code of the page itself, so that the click finds it here. A failure is kept for the page's
 * own slot to show.
 */
export function usePreloadRemotes(): (path: string) => void {
  const loader = useRemoteLoader();
  return useCallback(
    (path: string) => {
      for (const id of remotesServing(path)) {
        loader
          .get(id)
          .then((remote) => preloadPages(remote, path))
          .catch(() => undefined);
      }
    },
    [loader],
  );
}
