import type { PermissionSubject } from './permission-subject';
import { hasPermission } from './permission-table';
import { canUseTeamHub } from './team-hub-policies';
import { isServedPath } from '../contract/served-pages';
import { userProfilePath } from '../contract/people-paths';
import { canUseAnalytics } from './analytics-policies';

export { ANALYTICS_POLICY, canSeeLeaderboard, canUseAnalytics } from './analytics-policies';

export type NavItemId = 'home' | 'growth' | 'team' | 'rewards' | 'incentives' | 'analytics';

export interface NavItem {
  id: NavItemId;
  path: string;
  /** Paths under which the item shows as the current page. */
  activePrefixes: readonly string[];
  visible: (subject: PermissionSubject) => boolean;
}

const always = () => true;

/** Growth and the feedback action: CanAccessAchieve and one of its flags (§6). */
export const canUseAchieve = (s: PermissionSubject) =>
  // Early access is the one-on-ones experiment; limited release is its own flag.
  hasPermission(s, 'can-access-achieve') && Boolean(s.flags?.['one-on-ones'] || s.flags?.['achieve-limited-release']);

/** The top navigation of spec §2 screen 4, each item gated per §6. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', path: '/', activePrefixes: ['/', '/bonuses', '/invite'], visible: always },
  {
    id: 'growth',
    path: '/growth',
    activePrefixes: ['/growth', '/one-on-ones', '/feedback'],
    visible: (s) => canUseAchieve(s),
  },
  {
    id: 'team',
    path: '/team/your-team',
    activePrefixes: ['/team', '/manager-enablement'],
    visible: (s) => canUseTeamHub(s),
  },
  { id: 'rewards', path: '/rewards', activePrefixes: ['/rewards'], visible: always },
  {
    id: 'incentives',
    path: '/incentives',
    activePrefixes: ['/incentives'],
    visible: (s) => hasPermission(s, 'can-access-incentives'),
  },
  {
    id: 'analytics',
    path: '/analytics/dashboard',
    activePrefixes: ['/analytics'],
    visible: canUseAnalytics,
  },
];

/** The items spec §6 lets this subject see. */
export const permittedNavItems = (subject: PermissionSubject) => NAV_ITEMS.filter((item) => item.visible(subject));

/** The permitted items whose page exists: an item never leads to a 404. */
export const visibleNavItems = (subject: PermissionSubject) =>
  permittedNavItems(subject).filter((item) => isServedPath(item.path));

export const canSeeProfileLink = (subject: PermissionSubject) => hasPermission(subject, 'can-access-user-profile');

/** The user menu's Profile entry: allowed, and the profile page exists. */
export const showsProfileLink = (subject: PermissionSubject) =>
  canSeeProfileLink(subject) && isServedPath(userProfilePath(subject.user.slug));

/** The invite call-to-action of §4: admins of a trial or free company not set up by a super-admin. */
export const showsInviteCallToAction = ({ user, company }: PermissionSubject) =>
  (user.admin || user.global_admin) &&
  (company.status === 'in_trial' || company.product_tier === 'free') &&
  !company.is_superadmin_initialized;

/** The trial banner of §4. */
export const showsTrialBanner = ({ company }: Pick<PermissionSubject, 'company'>) =>
  company.status === 'in_trial' && !company.is_superadmin_initialized;
