import { Fragment, type ReactNode } from 'react';
import type { RemoteModule } from '../contract/remote-contract';

/** Frames `children` with the remote's admin layout, when it has one. */
export function WithAdminLayout({ remote, children }: { remote: RemoteModule; children: ReactNode }) {
  const Layout = remote.adminLayout ?? Fragment;
  return <Layout>{children}</Layout>;
}
