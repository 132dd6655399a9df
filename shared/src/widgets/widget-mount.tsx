import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteId, RemoteModule } from '../contract/remote-contract';

export interface RemoteMountProps {
  remote: RemoteId;
  children: (module: RemoteModule) => ReactNode;
  /** What shows while the remote loads; the remote's own loading state when left out. */
  loading?: ReactNode;
  /** What shows beside the named fallback when the remote fails. */
  fallbackContent?: ReactNode;
  /** Around the page (the bell, the carousel): a failed remote leaves only a small retry, no alert over the page. */
  quiet?: boolean;
}

/**
 * How a host reaches a remote's module: the shell's slot loads it at run time with retry and
 * fallback; the dev harness has its one remote at hand.
 */
export type RemoteMount = (props: RemoteMountProps) => ReactNode;

const RemoteMountContext = createContext<RemoteMount | null>(null);

export function RemoteMountProvider({ mount, children }: { mount: RemoteMount; children: ReactNode }) {
  return <RemoteMountContext.Provider value={mount}>{children}</RemoteMountContext.Provider>;
}

/** Mounts a remote's module with the host's loading, retry and fallback. */
export function MountedRemote(props: RemoteMountProps) {
  const mount = useContext(RemoteMountContext);
  if (!mount) throw new Error('MountedRemote found no remote mount. Is your component inside <RemoteMountProvider>?');
  return mount(props);
}
