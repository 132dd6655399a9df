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
import { fetchRemotesConfig } from './remotes-config';
import { REMOTE_RETRY_TIMES, REMOTE_SCRIPT_RETRY_DELAY_MS, SUPPORTED_CONTRACT_VERSIONS } from './supported-contracts';
import type { RemoteLoader } from './remote-loader';

/** How long the remotes.json read at boot stands for the remotes its first page loads. */
export const REMOTES_CONFIG_FRESH_MS = 5_000;

const toFederationRemote = (entry: RemoteEntry) => ({ name: entry.name, alias: entry.id, entry: entry.entry });

interface FederationLoaderOptions {
  readLatestConfig?: () => Promise<RemotesConfig>;
  now?: () => number;
}

/**
 * Registers the remotes of `remotes.json` with the federation runtime and loads them on demand. A
 * remote this page has not loaded yet is looked up again in remotes.json first (once it is older than
 * the page's first loads), so a release promoted while the page is open arrives with the next navigation.
 */
export function createFederationLoader(
  config: RemotesConfig,
  { readLatestConfig = () => fetchRemotesConfig(), now = Date.now }: FederationLoaderOptions = {},
): RemoteLoader {
  registerPlugins([
    remoteRetryPlugin({ retryTimes: REMOTE_RETRY_TIMES, retryDelayMs: REMOTE_SCRIPT_RETRY_DELAY_MS }),
    remoteFailurePlugin(),
  ]);
  registerRemotes(config.remotes.map(toFederationRemote));
  const entries = new Map(config.remotes.map((entry) => [entry.id, entry]));
  const loaded = new Set<RemoteId>();
  let readAt = now();

  async function latestEntry(id: RemoteId): Promise<RemoteEntry | undefined> {
    if (loaded.has(id) || now() - readAt < REMOTES_CONFIG_FRESH_MS) return entries.get(id);
    try {
      const latest = (await readLatestConfig()).remotes.find((entry) => entry.id === id);
      readAt = now();
      if (latest && latest.entry !== entries.get(id)?.entry && !loaded.has(id)) {
        entries.set(id, latest);
        registerRemotes([toFederationRemote(latest)], { force: true });
      }
    } catch {
      // remotes.json unreadable for a moment: the entry the page started with still serves.
    }
    return entries.get(id);
  }

  return {
    async load(id: RemoteId): Promise<RemoteModule> {
      const entry = await latestEntry(id);
      if (!entry) throw new Error(`Remote "${id}" is not listed in remotes.json`);
      const loadedModule = await loadRemote(`${entry.name}/${REMOTE_EXPOSE}`);
      const module = validateRemoteModule(id, loadedModule, SUPPORTED_CONTRACT_VERSIONS);
      loaded.add(id);
      return module;
    },
    reset(id: RemoteId) {
      const entry = entries.get(id);
      // Forcing the registration drops the runtime's cached manifest and entry of a failed remote.
      if (entry) registerRemotes([toFederationRemote(entry)], { force: true });
    },
  };
}
