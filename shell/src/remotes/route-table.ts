import type { RemoteId } from '@laurel/shared';

export interface RemoteMount {
  path: string;
  remote: RemoteId;
  routeSet: 'routes' | 'adminRoutes';
  /** Read without signing in: its pages with no policy show to a visitor who has no profile. */
  signedOut?: true;
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
  mount('/company/users/*', 'recognition'),
  mount('/company/hashtags/*', 'recognition'),
  mount('/users/edit', 'recognition'),
  mount('/bookmark', 'recognition'),
  mount('/feedback', 'recognition'),
  mount('/rewards/*', 'rewards'),
  mount('/rewards-dev', 'rewards'),
  mount('/incentives/*', 'programs'),
  mount('/nominations', 'programs'),
  mount('/awards/*', 'programs'),
  mount('/growth/*', 'programs'),
  mount('/one-on-ones/*', 'programs'),
  // The top navigation's Analytics, drawn by remote-admin's reporting code in the main layout.
  mount('/analytics/*', 'admin'),
  // The top navigation's Team: the team hub, drawn by remote-admin in the main layout.
  mount('/team/*', 'admin'),
];

/** Pages without the chrome: the embeddable widget. */
export const WIDGET_MOUNTS: RemoteMount[] = [mount('/widget', 'recognition')];

/** Print views (programs §2): pages styled for paper, without the chrome. */
export const PRINT_MOUNTS: RemoteMount[] = [mount('/p/*', 'admin')];

/** Pages for people outside the company, such as a shared nomination. */
export const PUBLIC_MOUNTS: RemoteMount[] = [{ ...mount('/share/nominations/*', 'programs'), signedOut: true }];

/** Prefixes framed by remote-admin's layout. */
export const ADMIN_PREFIXES = ['/admin', '/super_admin', '/tech_ops'] as const;

/** Domain remotes' admin pages, nested in the admin layout. */
export const ADMIN_MOUNTS: RemoteMount[] = [
  mount('/admin/programs/*', 'programs', 'adminRoutes'),
  mount('/admin/incentives/*', 'programs', 'adminRoutes'),
  mount('/admin/growth/*', 'programs', 'adminRoutes'),
  mount('/admin/rewards/*', 'rewards', 'adminRoutes'),
  mount('/admin/company/announcements', 'announcements', 'adminRoutes'),
];

const underMount = (mountPath: string, path: string) => {
  const base = mountPath.replace(/\/\*$/, '');
  return base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`);
};

/** The remotes that draw the page at `path`: the admin layout's and the domain remote's for an admin page. */
export function remotesServing(path: string): RemoteId[] {
  const pathname = path.split(/[?#]/)[0]!;
  if (ADMIN_PREFIXES.some((prefix) => underMount(prefix, pathname))) {
    const domain = ADMIN_MOUNTS.find((mount) => underMount(mount.path, pathname));
    return domain ? ['admin', domain.remote] : ['admin'];
  }
  const mount = [...MAIN_MOUNTS, ...WIDGET_MOUNTS, ...PRINT_MOUNTS, ...PUBLIC_MOUNTS].find((candidate) =>
    underMount(candidate.path, pathname),
  );
  return mount ? [mount.remote] : [];
}
