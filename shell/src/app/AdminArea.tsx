import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { WithAdminLayout } from '@laurel/shared';
import { ADMIN_MOUNTS } from '../remotes/route-table';
import { RemoteMountElement } from './RemoteMountElement';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { NotFoundPage } from '../pages/NotFoundPage';

/** remote-admin's layout around a page; when remote-admin is down the page still shows. */
function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <RemoteSlot remote="admin" fallbackContent={children}>
      {(admin) => <WithAdminLayout remote={admin}>{children}</WithAdminLayout>}
    </RemoteSlot>
  );
}

/** Everything under one admin prefix: remote-admin's own pages and the domain remotes' admin pages. */
export function AdminArea({ prefix }: { prefix: string }) {
  return (
    <Routes>
      {ADMIN_MOUNTS.filter((mount) => mount.path.startsWith(`${prefix}/`)).map((mount) => (
        <Route
          key={mount.path}
          path={mount.path.slice(prefix.length + 1)}
          element={
            <AdminFrame>
              <RemoteMountElement mount={mount} />
            </AdminFrame>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <RemoteSlot remote="admin">
            {(admin) => (
              <WithAdminLayout remote={admin}>
                <RemoteRoutes mountPath={`${prefix}/*`} routes={admin.routes} notFound={<NotFoundPage />} />
              </WithAdminLayout>
            )}
          </RemoteSlot>
        }
      />
    </Routes>
  );
}
