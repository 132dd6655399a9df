import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteId, RemoteModule } from '@laurel/shared';
import { trackSettled } from './use-settled';

export interface RemoteLoader {
  load(id: RemoteId): Promise<RemoteModule>;
  /** Forget a failed load so that the next one starts afresh. */
  reset(id: RemoteId): void;
}

export interface CachedRemoteLoader {
  get(id: RemoteId): Promise<RemoteModule>;
  retry(id: RemoteId): void;
}

/** One promise per remote, shared by every mount point, its outcome kept from the start (see useSettled). */
export function cacheRemoteLoads(loader: RemoteLoader): CachedRemoteLoader {
  const loads = new Map<RemoteId, Promise<RemoteModule>>();
  return {
    get(id) {
      let pending = loads.get(id);
      if (!pending) {
        pending = loader.load(id);
        trackSettled(pending);
        loads.set(id, pending);
      }
      return pending;
    },
    retry(id) {
      loads.delete(id);
      loader.reset(id);
    },
  };
}

const RemoteLoaderContext = createContext<CachedRemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const cached = useMemo(() => cacheRemoteLoads(loader), [loader]);
  return <RemoteLoaderContext.Provider value={cached}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): CachedRemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('useRemoteLoader found no remote loader. Is your component wrapped in <RemoteLoaderProvider>?');
  return loader;
}
