import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_EXPOSE,
  validateRemoteModule,
  type RemoteEntry,
  type RemoteId,
  type RemoteModule,
  type RemotesConfig,
} from '@laurel/shared';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { remoteRetryPlugin } from './remote-retry-plugin';
import { REMOTE_RETRY_TIMES, REMOTE_SCRIPT_RETRY_DELAY_MS, SUPPORTED_CONTRACT_VERSIONS } from './supported-contracts';
import type { RemoteLoader } from './remote-loader';

const toFederationRemote = (entry: RemoteEntry) => ({ name: entry.name, alias: entry.id, entry: entry.entry });

/** Registers the remotes of `remotes.json` with the federation runtime and loads them on demand. */
export function createFederationLoader(config: RemotesConfig): RemoteLoader {
  registerPlugins([
    remoteRetryPlugin({ retryTimes: REMOTE_RETRY_TIMES, retryDelayMs: REMOTE_SCRIPT_RETRY_DELAY_MS }),
    remoteFailurePlugin(),
  ]);
  registerRemotes(config.remotes.map(toFederationRemote));
  const entries = new Map(config.remotes.map((entry) => [entry.id, entry]));

  return {
    async load(id: RemoteId): Promise<RemoteModule> {
      const entry = entries.get(id);
      if (!entry) throw new Error(`Remote "${id}" is not listed in remotes.json`);
      const loaded = await loadRemote(`${entry.name}/${REMOTE_EXPOSE}`);
      return validateRemoteModule(id, loaded, SUPPORTED_CONTRACT_VERSIONS);
    },
    reset(id: RemoteId) {
      const entry = entries.get(id);
      // Forcing the registration drops the runtime's cached manifest and entry of a failed remote.
      if (entry) registerRemotes([toFederationRemote(entry)], { force: true });
    },
  };
}
