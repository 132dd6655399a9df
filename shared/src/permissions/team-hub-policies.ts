import { allows, type RoutePolicy } from '../contract/route-policy';
import type { PermissionSubject } from './permission-subject';

/** §6 can-access-team-hub (core tiers and is_manager): the Team nav item, its page and its API. */
export const TEAM_HUB_POLICY: RoutePolicy = { permissions: ['can-access-team-hub'] };

export const canUseTeamHub = (subject: PermissionSubject) => allows(subject, TEAM_HUB_POLICY);
