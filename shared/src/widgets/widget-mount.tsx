import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteId, RemoteModule } from '../contract/remote-contract';

export interface RemoteMountProps {
  remote: RemoteId;
  children: (module: RemoteModule) => ReactNode;
  /** What shows while the remote loads; the remote's own loading state when left out. */
  loading?: ReactNode;
  /** What shows beside the named fallback when the remote fails. */
  fallbackContent?: ReactNode;
}

/**
 * How a host reaches a remote's module: the shell's slot loads it at run time with retry and
 * fallback; the dev harness has its one remote at hand.
 */
export type RemoteMount = ComponentType<RemoteMountProps>;

const RemoteMountContext = createContext<RemoteMount | null>(null);

export function RemoteMountProvider({ mount, children }: { mount: RemoteMount; children: ReactNode }) {
  return <RemoteMountContext.Provider value={mount}>{children}</RemoteMountContext.Provider>;
}

export function useRemoteMount(): RemoteMount {
  const mount = useContext(RemoteMountContext);
  if (!mount) throw new Error('useRemoteMount found no remote mount. Is your component inside <RemoteMountProvider>?');
  return mount;
}
