import type { RemoteId } from '@laurel/shared';

export interface RemoteMount {
  path: string;
  remote: RemoteId;
  routeSet: 'routes' | 'adminRoutes';
}

const mount = (path: string, remote: RemoteId, routeSet: RemoteMount['routeSet'] = 'routes'): RemoteMount => ({
  path,
  remote,
  routeSet,
});

export const HOME_MOUNT = mount('/', 'recognition');

/** Pages in the main layout: top bar, search, user menu. */
export const MAIN_MOUNTS: RemoteMount[] = [
  HOME_MOUNT,
  mount('/bonuses/*', 'recognition'),
  mount('/rewards/*', 'rewards'),
  mount('/incentives/*', 'programs'),
];

/** Pages without the chrome: the embeddable widget. */
export const WIDGET_MOUNTS: RemoteMount[] = [mount('/widget', 'recognition')];

/** Pages for people outside the company, such as a shared nomination. */
export const PUBLIC_MOUNTS: RemoteMount[] = [mount('/share/nominations/*', 'programs')];

/** Prefixes framed by remote-admin's layout. */
export const ADMIN_PREFIXES = ['/admin', '/super_admin', '/tech_ops'] as const;

/** Domain remotes' admin pages, nested in the admin layout. */
export const ADMIN_MOUNTS: RemoteMount[] = [
  mount('/admin/programs/*', 'programs', 'adminRoutes'),
  mount('/admin/rewards/*', 'rewards', 'adminRoutes'),
  mount('/admin/company/announcements', 'announcements', 'adminRoutes'),
];
