import type { ComponentType, ReactNode } from 'react';
import type { GiveRecognitionWidgetProps } from '../recognition/bonus-contract';

/** The contract version this build of `shared` describes. Remotes declare theirs as a literal. */
export const REMOTE_CONTRACT_VERSION = 1;

export type RemoteId = 'recognition' | 'announcements' | 'programs' | 'rewards' | 'admin';

export const REMOTE_IDS: readonly RemoteId[] = ['recognition', 'announcements', 'programs', 'rewards', 'admin'];

/** A page a remote owns, at an absolute path such as `/rewards/:id`. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

export interface AdminLayoutProps {
  children: ReactNode;
}

/** What every remote exposes as `./remote`. */
export interface RemoteModule {
  id: RemoteId;
  contractVersion: typeof REMOTE_CONTRACT_VERSION;
  routes: RemoteRoute[];
  adminRoutes?: RemoteRoute[];
  /** Only remote-admin: the frame around every admin, super-admin and tech-ops page. */
  adminLayout?: ComponentType<AdminLayoutProps>;
  /** Pieces other apps open through the shell; each loads its own code when first rendered. */
  widgets?: RemoteWidgets;
}

export interface RemoteWidgets {
  giveRecognition?: ComponentType<GiveRecognitionWidgetProps>;
}

/** The module id the shell asks the federation runtime for. */
export const REMOTE_EXPOSE = 'remote';

/** Every page a remote owns, its admin pages included. */
export const allRoutes = (remote: RemoteModule): RemoteRoute[] => [...remote.routes, ...(remote.adminRoutes ?? [])];
