import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteRetryOptions {
  /** Attempts after the first, for the manifest, the entry script and the exposed module alike. */
  retryTimes: number;
  retryDelayMs: number;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(attempt: () => Promise<T>, { retryTimes, retryDelayMs }: RemoteRetryOptions): Promise<T> {
  for (let retriesLeft = retryTimes; ; retriesLeft -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retriesLeft <= 0) throw error;
      await pause(retryDelayMs);
    }
  }
}

async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Remote manifest ${url} answered ${response.status}`);
  // A proxy's HTML error page is as useless as a failed request: retry it too.
  await response.clone().json();
  return response;
}

function reloadEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  options: RemoteRetryOptions,
) {
  return withRetries(async () => {
    // The runtime caches the failed load under this key; without deleting it a retry gets the failure back.
    delete globalLoading[uniqueKey];
    const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    if (!entry) throw new Error(`Remote ${remoteInfo.name} has no entry`);
    return entry;
  }, options);
}

/**
 * Tries a remote's manifest, entry script and exposed module again after a blip before the slot shows
 * its fallback. Ours rather than @module-federation/retry-plugin, whose own copy of the federation SDK
 * cost ~8 KiB of compressed JS on every page.
 */
export function remoteRetryPlugin(options: RemoteRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'laurel-remote-retry',
    fetch: (url, init) => withRetries(() => fetchManifest(url, init), options),
    // The runtime awaits what comes back; the hook's type asks for a promise of a promise, which no function returns.
    loadEntryError: ((args: LoadEntryErrorArgs) => reloadEntry(args, options)) as unknown as LoadEntryError,
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      withRetries(async () => remoteEntryExports.get(expose), options),
  };
}
