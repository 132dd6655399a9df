import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useAllows, useExperimentGate, type RemoteRoute } from '@laurel/shared';
import { routesUnder } from './routes-under';

interface RemoteRoutesProps {
  /** The shell's mount path: `/rewards/*` for a prefix, `/` or `/widget` for one page. */
  mountPath: string;
  routes: readonly RemoteRoute[];
  notFound: ReactNode;
  /** A public mount: a page without a policy shows to a visitor with no profile too. */
  signedOut?: boolean;
}

const mountBase = (mountPath: string) => mountPath.replace(/\/\*$/, '') || '/';

interface RoutePageProps {
  route: RemoteRoute;
  notFound: ReactNode;
  signedOut?: boolean;
}

/** A page shows only to whoever its policy lets in; anyone else, and anyone outside its experiment, gets not-found. */
function RoutePage({ route, notFound, signedOut }: RoutePageProps) {
  const allowed = useAllows(route.policy);
  const experiment = useExperimentGate(route.policy?.experiment);
  if (experiment === 'pending') return null;
  return experiment === 'open' && (allowed || (signedOut && route.policy === undefined)) ? (
    <route.Component />
  ) : (
    notFound
  );
}

/** A remote's pages below one of the shell's mounts, inside the shell's single router. */
export function RemoteRoutes({ mountPath, routes, notFound, signedOut }: RemoteRoutesProps) {
  const base = mountBase(mountPath);
  if (!mountPath.endsWith('/*')) {
    const page = routes.find((route) => route.path === base);
    return page ? <RoutePage route={page} notFound={notFound} signedOut={signedOut} /> : notFound;
  }
  return (
    <Routes>
      {routesUnder(base, routes).map((route) =>
        route.path === '' ? (
          <Route
            key={route.path}
            index
            element={<RoutePage route={route} notFound={notFound} signedOut={signedOut} />}
          />
        ) : (
          <Route
            key={route.path}
            path={route.path}
            element={<RoutePage route={route} notFound={notFound} signedOut={signedOut} />}
          />
        ),
      )}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
