import { ADMIN_SHELL_FLAGS } from './admin-shell';
import type { RoutePolicy } from '../contract/route-policy';

export interface AreaPolicy {
  /** A path prefix such as `/admin`; the area is the prefix and everything below it. */
  prefix: string;
  policy: RoutePolicy;
}

/** The admin shell's own rule (spec §6): anyone else is sent to /404. */
export const ADMIN_SHELL_POLICY: RoutePolicy = { roles: ADMIN_SHELL_FLAGS };

/**
 * Whole areas the shell gates before it loads the remote that serves them, so an area stays closed
 * while that remote is down. A remote's own routes may ask for more (`RemoteRoute.policy`).
 */
export const AREA_POLICIES: readonly AreaPolicy[] = [
  { prefix: '/admin', policy: ADMIN_SHELL_POLICY },
  { prefix: '/super_admin', policy: { ...ADMIN_SHELL_POLICY, permissions: ['can-view-super-admin'] } },
  { prefix: '/tech_ops', policy: { roles: ['tech_ops_admin'] } },
  { prefix: '/incentives', policy: { permissions: ['can-access-incentives'] } },
];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The policy of the area a path is in, if it is in one. */
export const areaPolicyOf = (pathname: string): RoutePolicy | undefined =>
  AREA_POLICIES.find((area) => isUnder(pathname, area.prefix))?.policy;
