import type { ReactNode } from 'react';
import { RemoteMountProvider, type RemoteMountProps } from '@laurel/shared';
import { RemoteLoaderProvider, type RemoteLoader } from './remote-loader';
import { RemoteSlot } from './RemoteSlot';

const mountInSlot = (props: RemoteMountProps) => <RemoteSlot {...props} />;

/** Remotes for everything below: pages load through the loader, widgets mount in the same slot. */
export function RemotesProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return (
    <RemoteLoaderProvider loader={loader}>
      <RemoteMountProvider mount={mountInSlot}>{children}</RemoteMountProvider>
    </RemoteLoaderProvider>
  );
}
