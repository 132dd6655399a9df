import { allows, type RoutePolicy } from '../contract/route-policy';
import type { ApiRouteRule } from '../contract/api-route-rules';
import type { PermissionSubject } from './permission-subject';

/** §6 can-access-team-hub (core tiers and is_manager): the Team nav item, its page and its API. */
export const TEAM_HUB_POLICY: RoutePolicy = { permissions: ['can-access-team-hub'] };

export const canUseTeamHub = (subject: PermissionSubject) => allows(subject, TEAM_HUB_POLICY);

/** The team hub's reads: the caller's own direct reports only (issue 18 item 2). */
export const TEAM_HUB_API_ROUTES: readonly ApiRouteRule[] = [
  {
    authentication: 'bearer',
    refusal: 'forbidden',
    csrf: false,
    method: 'GET',
    path: '/api/v2/team/your-team',
    changesState: false,
    policy: TEAM_HUB_POLICY,
    scope: 'self',
    privateRead: true,
  },
];
