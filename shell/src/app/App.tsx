import { Route, Routes } from 'react-router';
import { WidgetSlot } from '@laurel/shared';
import {
  ADMIN_PREFIXES,
  HOME_MOUNT,
  MAIN_MOUNTS,
  PRINT_MOUNTS,
  PUBLIC_MOUNTS,
  WIDGET_MOUNTS,
} from '../remotes/route-table';
import { RemoteMountElement } from './RemoteMountElement';
import { AdminArea } from './AdminArea';
import { MainLayout } from '../layouts/MainLayout';
import { BareLayout } from '../layouts/BareLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPage } from '../pages/ErrorPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { MobileUnavailablePage } from '../pages/MobileUnavailablePage';
import { ERROR_PAGE_STATUSES } from '../pages/error-statuses';
import { SignedIn } from '../session/SignedIn';
import { InviteOnArrival } from '../invite/InviteOnArrival';
import { ErrorPageFromPath } from '../pages/ErrorPageFromPath';

const mountRoutes = (mounts: typeof MAIN_MOUNTS) =>
  mounts.map((mount) => <Route key={mount.path} path={mount.path} element={<RemoteMountElement mount={mount} />} />);

/** Home: the widgets of the home-top slot (the announcement carousel) above the feed. */
const home = (
  <>
    <WidgetSlot slot="home-top" />
    <RemoteMountElement mount={HOME_MOUNT} />
  </>
);

/** The shell's one route table: prefixes to remotes, inside their layouts. */
export function App() {
  return (
    <Routes>
      <Route element={<BareLayout />}>{mountRoutes(PUBLIC_MOUNTS)}</Route>
      <Route path="/401" element={<UnauthorizedPage />} />
      <Route
        element={
          <SignedIn>
            <BareLayout />
          </SignedIn>
        }
      >
        {mountRoutes(WIDGET_MOUNTS)}
        {mountRoutes(PRINT_MOUNTS)}
      </Route>
      <Route
        element={
          <SignedIn>
            <MainLayout />
          </SignedIn>
        }
      >
        <Route path={HOME_MOUNT.path} element={home} />
        {mountRoutes(MAIN_MOUNTS.filter((mount) => mount !== HOME_MOUNT))}
        <Route
          path="/invite"
          element={
            <>
              {home}
              <InviteOnArrival />
            </>
          }
        />
        {ERROR_PAGE_STATUSES.filter((status) => status !== '401').map((status) => (
          <Route key={status} path={`/${status}`} element={<ErrorPage status={status} />} />
        ))}
        <Route path="/error/:status" element={<ErrorPageFromPath />} />
        <Route path="/mobile-unavailable" element={<MobileUnavailablePage />} />
        {ADMIN_PREFIXES.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<AdminArea prefix={prefix} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
