import { NAV_ITEMS, type NavItemId } from '../src/permissions';
import { ADMIN_MENU } from '../src/permissions/admin-menu';
import { isServedPath } from '../src/contract/served-pages';

/**
 * What each dev persona must see, written out from spec §6 by hand so that a change in the
 * permission functions that the spec does not call for fails both the unit and the e2e tests.
 */
export interface PersonaExpectation {
  nav: NavItemId[];
  /** null: the admin shell sends this persona to /404. */
  adminMenu: string[] | null;
}

const GLOBAL_ADMIN_MENU = [
  'dashboard',
  'company-settings',
  'integrations',
  'billing-settings',
  'billing-history',
  'rewards-catalog',
  'program-settings',
  'announcements',
  'user-accounts',
  'user-management-integration',
  'imported-users',
  'awards',
  'nominations',
  'celebrations',
  'incentives',
  'pending-awards',
  'reported-posts',
  'peer-to-peer',
  'one-on-ones',
  'performance-recap',
  'company-initiatives',
  'pulse-check-settings',
  'subscriptions',
  'participation',
  // Programs §6: pulse results need finance as well, recognition scores finance itself.
  'incentives-summary',
  'recognition-activity',
  'participation-summary',
  'points-given',
  'points-earned',
  'redemptions',
  'rewards-cost',
  'recognition-equity',
  'gaming-signals',
];

const AWARDS_MENU = [
  'awards',
  'nominations',
  'celebrations',
  'incentives',
  'pending-awards',
  'one-on-ones',
  'recognition-activity',
];

const MAIN_NAV: NavItemId[] = ['home', 'growth', 'rewards', 'incentives'];

export const SUPER_ADMIN_MENU_SIZE = 29;

export const PERSONA_EXPECTATIONS: Record<string, PersonaExpectation> = {
  employee: { nav: MAIN_NAV, adminMenu: null },
  manager: { nav: ['home', 'growth', 'team', 'rewards', 'incentives', 'analytics'], adminMenu: null },
  company_admin: { nav: MAIN_NAV, adminMenu: AWARDS_MENU },
  global_admin: { nav: [...MAIN_NAV, 'analytics'], adminMenu: GLOBAL_ADMIN_MENU },
  finance_admin: {
    nav: [...MAIN_NAV, 'analytics'],
    adminMenu: [
      'dashboard',
      'billing-settings',
      'billing-history',
      // Pulse results need global as well (programs §6).
      'recognition-scores',
      'points-given',
      'points-earned',
      'rewards-cost',
    ],
  },
  rewards_admin: { nav: MAIN_NAV, adminMenu: ['rewards-catalog', 'redemptions'] },
  awards_admin: {
    nav: MAIN_NAV,
    adminMenu: [...AWARDS_MENU.slice(0, 6), 'one-on-one-logs', 'recognition-activity'],
  },
  tech_admin: { nav: MAIN_NAV, adminMenu: ['integrations'] },
  announcements_admin: { nav: MAIN_NAV, adminMenu: [] },
  award_approver: { nav: MAIN_NAV, adminMenu: null },
  super_admin: { nav: MAIN_NAV, adminMenu: ['superAdmin.*'] },
  tech_ops: { nav: MAIN_NAV, adminMenu: ['tech-ops', 'tech-ops-company', 'tech-ops-user'] },
  observer: { nav: MAIN_NAV, adminMenu: null },
  receiver: { nav: MAIN_NAV, adminMenu: null },
  free_user: { nav: ['home', 'rewards'], adminMenu: null },
  trial_admin: {
    nav: ['home', 'rewards', 'incentives'],
    adminMenu: GLOBAL_ADMIN_MENU.filter((entry) => entry !== 'peer-to-peer'),
  },
  tier_one_user: { nav: ['home', 'rewards', 'incentives'], adminMenu: null },
  tier_two_user: { nav: ['home', 'rewards', 'incentives'], adminMenu: null },
  tier_three_user: { nav: ['home', 'rewards', 'incentives'], adminMenu: null },
  tier_alpha_user: { nav: ['home', 'rewards'], adminMenu: null },
};

const served = (path: string | undefined) => path !== undefined && isServedPath(path);
const entryPaths = new Map(ADMIN_MENU.flatMap((section) => section.entries.map((entry) => [entry.id, entry.path])));

/** What a persona is shown today: the spec's entries whose pages exist, so none leads to a 404. */
export function shownTo({ nav, adminMenu }: PersonaExpectation): PersonaExpectation {
  const superAdmin = ADMIN_MENU.find((section) => section.id === 'super-admin')!.entries.map((entry) => entry.id);
  const menu = adminMenu?.[0] === 'superAdmin.*' ? superAdmin : adminMenu;
  return {
    nav: nav.filter((id) => served(NAV_ITEMS.find((item) => item.id === id)?.path)),
    adminMenu: menu?.filter((id) => served(entryPaths.get(id))) ?? null,
  };
}
