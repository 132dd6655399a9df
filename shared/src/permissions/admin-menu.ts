import type { PermissionSubject } from './permission-subject';
import { hasPermission } from './permission-table';

export type AdminMenuSectionId =
  'dashboard' | 'company' | 'users' | 'recognition' | 'one-on-ones' | 'reports' | 'super-admin' | 'quality-ops';

export interface AdminMenuEntry {
  /** Also the i18n key of its label (`menu.entries.<id>`). */
  id: string;
  path: string;
  visible: (subject: PermissionSubject) => boolean;
}

export interface AdminMenuSection {
  id: AdminMenuSectionId;
  entries: readonly AdminMenuEntry[];
}

type Rule = AdminMenuEntry['visible'];
const global: Rule = ({ user }) => user.global_admin;
const globalOr =
  (...flags: ('finance_admin' | 'rewards_admin' | 'tech_admin')[]): Rule =>
  (s) =>
    s.user.global_admin || flags.some((flag) => s.user[flag]);
const withPermission =
  (permission: Parameters<typeof hasPermission>[1], rule: Rule): Rule =>
  (s) =>
    rule(s) && hasPermission(s, permission);
const superAdmin: Rule = ({ user }) => user.show_superadmin_feature;
/** The awards admin's entries; a company admin manages awards too (can-manage-awards). */
const awards: Rule = (s) => hasPermission(s, 'can-manage-awards');

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
  { id: 'dashboard', entries: [{ id: 'dashboard', path: '/admin/dashboard', visible: globalOr('finance_admin') }] },
  {
    id: 'company',
    entries: [
      { id: 'company-settings', path: '/admin/company/settings', visible: global },
      { id: 'integrations', path: '/admin/company/integrations', visible: globalOr('tech_admin') },
      { id: 'billing-settings', path: '/admin/company/billing', visible: globalOr('finance_admin') },
      { id: 'billing-history', path: '/admin/company/billing-history', visible: globalOr('finance_admin') },
      { id: 'rewards-catalog', path: '/admin/rewards/catalog', visible: globalOr('rewards_admin') },
      { id: 'program-settings', path: '/admin/programs/settings', visible: global },
      {
        id: 'announcements',
        path: '/admin/company/announcements',
        visible: withPermission(['can-access-announcements', 'can-administer-announcements'], global),
      },
    ],
  },
  {
    id: 'users',
    entries: [
      { id: 'user-accounts', path: '/admin/users/accounts', visible: global },
      { id: 'user-management-integration', path: '/admin/users/integration', visible: global },
      { id: 'imported-users', path: '/admin/users/imported', visible: global },
    ],
  },
  {
    id: 'recognition',
    entries: [
      {
        id: 'awards',
        path: '/admin/programs/awards',
        visible: withPermission('can-access-awards', awards),
      },
      {
        id: 'nominations',
        path: '/admin/programs/nominations',
        visible: withPermission('can-access-nominations', awards),
      },
      { id: 'celebrations', path: '/admin/programs/celebrations', visible: awards },
      {
        id: 'incentives',
        path: '/admin/programs/incentives',
        visible: withPermission('can-access-incentives', awards),
      },
      {
        id: 'pending-awards',
        path: '/admin/programs/awards/pending',
        visible: (s) => awards(s) || s.user.award_approver,
      },
      { id: 'reported-posts', path: '/admin/programs/reported-posts', visible: global },
      {
        id: 'peer-to-peer',
        path: '/admin/programs/peer-to-peer',
        visible: withPermission('can-manage-peer-to-peer', global),
      },
    ],
  },
  {
    id: 'one-on-ones',
    entries: [
      { id: 'one-on-ones', path: '/admin/growth/one-on-ones', visible: awards },
      { id: 'performance-recap', path: '/admin/growth/performance-recap', visible: global },
      { id: 'company-initiatives', path: '/admin/growth/company-initiatives', visible: global },
      { id: 'one-on-one-logs', path: '/admin/growth/one-on-ones/logs', visible: ({ user }) => user.people_data_admin },
      { id: 'pulse-check-settings', path: '/admin/growth/pulse-check-settings', visible: global },
    ],
  },
  {
    id: 'reports',
    entries: [
      { id: 'subscriptions', path: '/admin/subscriptions', visible: global },
      { id: 'participation', path: '/admin/reports/participation', visible: global },
      // The finance admin's "continuous check-ins" are the pulse results.
      { id: 'pulse-results', path: '/admin/reports/pulse-results', visible: globalOr('finance_admin') },
      { id: 'recognition-scores', path: '/admin/reports/recognition_scores', visible: globalOr('finance_admin') },
      { id: 'incentives-summary', path: '/admin/incentives/summary', visible: global },
      { id: 'recognition-activity', path: '/admin/reports/recognition-activity', visible: awards },
      { id: 'participation-summary', path: '/admin/reports/participation-summary', visible: global },
      { id: 'points-given', path: '/admin/reports/points-given', visible: globalOr('finance_admin') },
      { id: 'points-earned', path: '/admin/reports/points-earned', visible: globalOr('finance_admin') },
      { id: 'redemptions', path: '/admin/reports/redemptions', visible: globalOr('rewards_admin') },
      { id: 'rewards-cost', path: '/admin/reports/rewards-cost', visible: globalOr('finance_admin') },
    ],
  },
  {
    id: 'super-admin',
    entries: SUPER_ADMIN_PAGES.map((page) => ({
      id: `superAdmin.${page}`,
      path: `/super_admin/${page}`,
      visible: superAdmin,
    })),
  },
  {
    id: 'quality-ops',
    entries: [
      { id: 'tech-ops', path: '/tech_ops', visible: ({ user }) => user.tech_ops_admin },
      { id: 'tech-ops-company', path: '/tech_ops/company', visible: ({ user }) => user.tech_ops_admin },
      { id: 'tech-ops-user', path: '/tech_ops/user', visible: ({ user }) => user.tech_ops_admin },
    ],
  },
];

/** The sections and entries this subject sees; empty sections are left out. */
export function visibleAdminMenu(subject: PermissionSubject): AdminMenuSection[] {
  return ADMIN_MENU.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => entry.visible(subject)),
  })).filter((section) => section.entries.length > 0);
}
