import type { ApiRouteRule } from '../contract/api-route-rules';
import { LEADERBOARD_PATH, PERSONAL_ANALYTICS_PATH } from '../reports/analytics-contract';
import { ANALYTICS_POLICY, canSeeLeaderboard } from './analytics-policies';
import { BEARER } from './admin-page-route';

const analyticsRead = {
  ...BEARER,
  method: 'GET',
  changesState: false,
  privateRead: true,
  policy: ANALYTICS_POLICY,
} as const;

/** The Analytics page's reads (issue 18 item 1): whoever the Analytics nav item shows to (§6). */
export const ANALYTICS_API_ROUTES: readonly ApiRouteRule[] = [
  // The viewer's own figures and their direct reports': nobody else's can be asked for.
  { ...analyticsRead, path: PERSONAL_ANALYTICS_PATH, scope: 'self' },
  {
    ...analyticsRead,
    path: LEADERBOARD_PATH,
    condition: { text: 'canSeeLeaderboard (competitive features shown, or global_admin)', holds: canSeeLeaderboard },
  },
];
