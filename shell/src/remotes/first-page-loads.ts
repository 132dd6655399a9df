import type { RemoteId } from '@laurel/shared';
import type { RemoteLoader } from './remote-loader';
import { isAdminPath, remotesServing } from './route-table';

/**
 * Starts loading the remotes of the page opened first at boot, beside the session, rather than once the
 * profile has let the page render; the slot that asks for one first takes that load. Not in the admin
 * area: whether the person may enter it is known from the profile, and its code is loaded only for those who may.
 */
export function startFirstPageLoads(loader: RemoteLoader, pathname: string): RemoteLoader {
  const started = new Map<RemoteId, ReturnType<RemoteLoader['load']>>();
  for (const id of isAdminPath(pathname) ? [] : remotesServing(pathname)) {
    const load = loader.load(id);
    load.catch(() => undefined); // the slot shows the failure
    started.set(id, load);
  }
  return {
    load(id) {
      const load = started.get(id) ?? loader.load(id);
      started.delete(id);
      return load;
    },
    reset: (id) => loader.reset(id),
  };
}
