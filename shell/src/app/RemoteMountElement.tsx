import type { RemoteMount } from '../remotes/route-table';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFoundPage } from '../pages/NotFoundPage';

export function RemoteMountElement({ mount }: { mount: RemoteMount }) {
  return (
    <RemoteSlot remote={mount.remote}>
      {(module) => (
        <RemoteRoutes
          mountPath={mount.path}
          routes={module[mount.routeSet] ?? []}
          notFound={<NotFoundPage />}
          signedOut={mount.signedOut}
        />
      )}
    </RemoteSlot>
  );
}
