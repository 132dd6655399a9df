import type { ApiRouteRule } from '../contract/api-route-rules';
import { TEAM_HUB_POLICY } from './team-hub-policies';

/** The team hub's read: the caller's own direct reports only (issue 18 item 2). */
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
