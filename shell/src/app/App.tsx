import { Route, Routes } from 'react-router';
import { SessionGate } from '@laurel/shared';
import { ADMIN_PREFIXES, MAIN_MOUNTS, PUBLIC_MOUNTS, WIDGET_MOUNTS } from './route-table';
import { RemoteMountElement } from './RemoteMountElement';
import { AdminArea } from './AdminArea';
import { MainLayout } from '../layouts/MainLayout';
import { BareLayout } from '../layouts/BareLayout';
import { NotFoundPage } from '../pages/NotFoundPage';

const mountRoutes = (mounts: typeof MAIN_MOUNTS) =>
  mounts.map((mount) => <Route key={mount.path} path={mount.path} element={<RemoteMountElement mount={mount} />} />);

/** The shell's one route table: prefixes to remotes, inside their layouts. */
export function App() {
  return (
    <Routes>
      <Route element={<BareLayout />}>{mountRoutes(PUBLIC_MOUNTS)}</Route>
      <Route
        element={
          <SessionGate>
            <BareLayout />
          </SessionGate>
        }
      >
        {mountRoutes(WIDGET_MOUNTS)}
      </Route>
      <Route
        element={
          <SessionGate>
            <MainLayout />
          </SessionGate>
        }
      >
        {mountRoutes(MAIN_MOUNTS)}
        {ADMIN_PREFIXES.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<AdminArea prefix={prefix} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
