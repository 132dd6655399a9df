import { allows, type RoutePolicy } from '../contract/route-policy';
import type { PermissionSubject } from './permission-subject';

/** §6: the Analytics nav item, its page and its API need the person's show_analytics and can-access-analytics. */
export const ANALYTICS_POLICY: RoutePolicy = { permissions: ['can-access-analytics'], switches: ['show_analytics'] };

export const canUseAnalytics = (subject: PermissionSubject) => allows(subject, ANALYTICS_POLICY);

/** §6: the leaderboard is hidden when the company hides competitive features, unless the person is a global admin. */
export const canSeeLeaderboard = ({ user, company }: PermissionSubject) =>
  !company.hide_competitive_features || user.global_admin;
