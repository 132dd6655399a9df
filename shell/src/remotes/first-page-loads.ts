import { areaPolicyOf, type RemoteId } from '@laurel/shared';
import type { RemoteLoader } from './remote-loader';
import { remotesServing } from './route-table';
import { trackSettled } from './use-settled';

/**
 * Starts loading the remotes of the page opened first once remotes.json is read, beside the session,
 * rather than once the profile has let the page render; the slot that asks for one first takes that load.
 * Not in an area the shell gates (admin, incentives): whether the person may enter it is known from the
 * profile, and its code loads only for those who may.
 */
export function startFirstPageLoads(loader: RemoteLoader, pathname: string): RemoteLoader {
  const started = new Map<RemoteId, ReturnType<RemoteLoader['load']>>();
  for (const id of areaPolicyOf(pathname) ? [] : remotesServing(pathname)) {
    const load = loader.load(id);
    trackSettled(load); // its slot then renders the outcome, a failure too, at once
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
