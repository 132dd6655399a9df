import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { RemoteRoute } from '@laurel/shared';
import { routesUnder } from './routes-under';

interface RemoteRoutesProps {
  /** The shell's mount path: `/rewards/*` for a prefix, `/` or `/widget` for one page. */
  mountPath: string;
  routes: readonly RemoteRoute[];
  notFound: ReactNode;
}

const mountBase = (mountPath: string) => mountPath.replace(/\/\*$/, '') || '/';

/** A remote's pages below one of the shell's mounts, inside the shell's single router. */
export function RemoteRoutes({ mountPath, routes, notFound }: RemoteRoutesProps) {
  const base = mountBase(mountPath);
  if (!mountPath.endsWith('/*')) {
    const page = routes.find((route) => route.path === base);
    return page ? <page.Component /> : notFound;
  }
  return (
    <Routes>
      {routesUnder(base, routes).map(({ path, Component }) =>
        path === '' ? (
          <Route key={path} index element={<Component />} />
        ) : (
          <Route key={path} path={path} element={<Component />} />
        ),
      )}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
