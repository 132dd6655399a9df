export interface AdminMenuSection {
  key: string;
  entries: { key: string; to: string }[];
}

/** The admin menu; later issues gate each entry by role and flag (spec/platform.md §6). */
export const ADMIN_MENU: AdminMenuSection[] = [
  { key: 'dashboard', entries: [{ key: 'dashboard', to: '/admin/dashboard' }] },
  {
    key: 'company',
    entries: [
      { key: 'rewardsCatalog', to: '/admin/rewards/catalog' },
      { key: 'programSettings', to: '/admin/programs/settings' },
      { key: 'announcements', to: '/admin/company/announcements' },
    ],
  },
  { key: 'recognition', entries: [{ key: 'incentives', to: '/admin/programs/incentives' }] },
  {
    key: 'internal',
    entries: [
      { key: 'superAdmin', to: '/super_admin' },
      { key: 'techOps', to: '/tech_ops' },
    ],
  },
];
