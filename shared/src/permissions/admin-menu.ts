import type { PermissionSubject } from './permission-subject';
import type { Permission } from './permission-table';
import { isServedPath } from '../contract/served-pages';
import { allows, type RoutePolicy } from '../contract/route-policy';
import type { UserFlag } from '../domain';
import { canAccessAdminShell } from './admin-shell';

export type AdminMenuSectionId =
  'dashboard' | 'company' | 'users' | 'recognition' | 'one-on-ones' | 'reports' | 'super-admin' | 'quality-ops';

export interface AdminMenuEntry {
  /** Also the i18n key of its label (`menu.entries.<id>`). */
  id: string;
  path: string;
  /** Who sees the entry; the page at `path` is gated by the same policy. */
  policy: RoutePolicy;
}

export interface AdminMenuSection {
  id: AdminMenuSectionId;
  entries: readonly AdminMenuEntry[];
}

const global: RoutePolicy = { roles: ['global_admin'] };
const globalOr = (...roles: UserFlag[]): RoutePolicy => ({ roles: ['global_admin', ...roles] });
const withPermission = (permissions: Permission | Permission[], policy: RoutePolicy): RoutePolicy => ({
  ...policy,
  permissions: [...(policy.permissions ?? []), ...(typeof permissions === 'string' ? [permissions] : permissions)],
});
const superAdmin: RoutePolicy = { roles: ['show_superadmin_feature'] };
/** The awards admin's entries; a company admin manages awards too (can-manage-awards). */
const awards: RoutePolicy = { permissions: ['can-manage-awards'] };
/** can-manage-awards is admin, global admin or awards admin; an award approver sees pending awards too. */
const awardsOrApprover: RoutePolicy = { roles: ['admin', 'global_admin', 'awards_admin', 'award_approver'] };
const role = (flag: UserFlag): RoutePolicy => ({ roles: [flag] });
/** Admin rewards (programs §6): the catalogue page and the API that enables and disables its items. */
export const REWARDS_ADMIN_POLICY: RoutePolicy = globalOr('rewards_admin');

const SUPER_ADMIN_PAGES = [
  'companies',
  'sign_up_activity',
  'invite_report',
  'integrations',
  'spoof/new',
  'alias_users/new',
  'rewards',
  'rewards_health_check',
  'tango_orders',
  'manually_fulfilled_rewards',
  'items',
  'catalog/accounts',
  'catalog/public_brands',
  'catalog/out_of_stock',
  'catalog/lint',
  'catalog/unimplemented',
  'catalog/promoted',
  'control_panel',
  'marmon_sync',
  'kvms',
  'videos',
  'mailer',
  'tests',
  'intercom_conversations',
  'integration_errors',
  'feedback',
  'donation_payouts',
  'bonus_quality_bot_reports',
  'events',
];

/** The admin menu of spec §2, each entry shown per role and flag as §6 says. */
export const ADMIN_MENU: readonly AdminMenuSection[] = [
  { id: 'dashboard', entries: [{ id: 'dashboard', path: '/admin/dashboard', policy: globalOr('finance_admin') }] },
  {
    id: 'company',
    entries: [
      { id: 'company-settings', path: '/admin/company/settings', policy: global },
      { id: 'integrations', path: '/admin/company/integrations', policy: globalOr('tech_admin') },
      { id: 'billing-settings', path: '/admin/company/billing', policy: globalOr('finance_admin') },
      { id: 'billing-history', path: '/admin/company/billing-history', policy: globalOr('finance_admin') },
      { id: 'rewards-catalog', path: '/admin/rewards/catalog', policy: REWARDS_ADMIN_POLICY },
      { id: 'program-settings', path: '/admin/programs/settings', policy: global },
      {
        id: 'announcements',
        path: '/admin/company/announcements',
        policy: withPermission(['can-access-announcements', 'can-administer-announcements'], global),
      },
    ],
  },
  {
    id: 'users',
    entries: [
      { id: 'user-accounts', path: '/admin/users/accounts', policy: global },
      { id: 'user-management-integration', path: '/admin/users/integration', policy: global },
      { id: 'imported-users', path: '/admin/users/imported', policy: global },
    ],
  },
  {
    id: 'recognition',
    entries: [
      {
        id: 'awards',
        path: '/admin/programs/awards',
        policy: withPermission('can-access-awards', awards),
      },
      {
        id: 'nominations',
        path: '/admin/programs/nominations',
        policy: withPermission('can-access-nominations', awards),
      },
      { id: 'celebrations', path: '/admin/programs/celebrations', policy: awards },
      {
        id: 'incentives',
        path: '/admin/programs/incentives',
        policy: withPermission('can-access-incentives', awards),
      },
      {
        id: 'pending-awards',
        path: '/admin/programs/awards/pending',
        policy: awardsOrApprover,
      },
      { id: 'reported-posts', path: '/admin/programs/reported-posts', policy: global },
      {
        id: 'peer-to-peer',
        path: '/admin/programs/peer-to-peer',
        policy: withPermission('can-manage-peer-to-peer', global),
      },
    ],
  },
  {
    id: 'one-on-ones',
    entries: [
      { id: 'one-on-ones', path: '/admin/growth/one-on-ones', policy: awards },
      { id: 'performance-recap', path: '/admin/growth/performance-recap', policy: global },
      { id: 'company-initiatives', path: '/admin/growth/company-initiatives', policy: global },
      { id: 'one-on-one-logs', path: '/admin/growth/one-on-ones/logs', policy: role('people_data_admin') },
      { id: 'pulse-check-settings', path: '/admin/growth/pulse-check-settings', policy: global },
    ],
  },
  {
    id: 'reports',
    entries: [
      { id: 'subscriptions', path: '/admin/subscriptions', policy: global },
      { id: 'participation', path: '/admin/reports/participation', policy: global },
      // Programs §6: pulse results need finance and global both, recognition scores finance alone.
      {
        id: 'pulse-results',
        path: '/admin/reports/pulse-results',
        policy: { allRoles: ['finance_admin', 'global_admin'] },
      },
      { id: 'recognition-scores', path: '/admin/reports/recognition_scores', policy: role('finance_admin') },
      {
        id: 'incentives-summary',
        path: '/admin/incentives/summary',
        policy: withPermission('can-access-incentives', global),
      },
      { id: 'recognition-activity', path: '/admin/reports/recognition-activity', policy: awards },
      { id: 'participation-summary', path: '/admin/reports/participation-summary', policy: global },
      { id: 'points-given', path: '/admin/reports/points-given', policy: globalOr('finance_admin') },
      { id: 'points-earned', path: '/admin/reports/points-earned', policy: globalOr('finance_admin') },
      { id: 'redemptions', path: '/admin/reports/redemptions', policy: globalOr('rewards_admin') },
      { id: 'rewards-cost', path: '/admin/reports/rewards-cost', policy: globalOr('finance_admin') },
      { id: 'recognition-equity', path: '/admin/reports/recognition-equity', policy: global },
      { id: 'gaming-signals', path: '/admin/reports/gaming-signals', policy: global },
    ],
  },
  {
    id: 'super-admin',
    entries: SUPER_ADMIN_PAGES.map((page) => ({
      id: `superAdmin.${page}`,
      path: `/super_admin/${page}`,
      policy: superAdmin,
    })),
  },
  {
    id: 'quality-ops',
    entries: [
      { id: 'tech-ops', path: '/tech_ops', policy: role('tech_ops_admin') },
      { id: 'tech-ops-company', path: '/tech_ops/company', policy: role('tech_ops_admin') },
      { id: 'tech-ops-user', path: '/tech_ops/user', policy: role('tech_ops_admin') },
    ],
  },
];

const menuOf = (keep: (entry: AdminMenuEntry) => boolean): AdminMenuSection[] =>
  ADMIN_MENU.map((section) => ({ ...section, entries: section.entries.filter(keep) })).filter(
    (section) => section.entries.length > 0,
  );

/** The sections and entries spec §6 lets this subject see; empty sections are left out. */
export const permittedAdminMenu = (subject: PermissionSubject) => menuOf((entry) => allows(subject, entry.policy));

/** The permitted entries whose pages exist: an entry never leads to a 404. */
export const visibleAdminMenu = (subject: PermissionSubject) =>
  // The menu lives in the admin shell: whoever cannot open it (an award approver alone) sees none of it.
  canAccessAdminShell(subject.user) ? menuOf((entry) => allows(subject, entry.policy) && isServedPath(entry.path)) : [];

/** The policy of the admin page at `path`: the same as its menu entry's. */
export function adminPagePolicy(path: string): RoutePolicy {
  const entry = ADMIN_MENU.flatMap((section) => section.entries).find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No admin menu entry for ${path}`);
  return entry.policy;
}
