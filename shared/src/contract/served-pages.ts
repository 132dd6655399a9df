import type { RemoteId } from './remote-contract';

/**
 * Every page a remote serves today, as route patterns. Navigation, menus and links show an entry only
 * when its page is here, so nobody is sent to a 404; each remote's tests hold its routes to this list.
 */
export const SERVED_PAGES: Readonly<Record<RemoteId, readonly string[]>> = {
  recognition: [
    '/',
    '/bonuses/:id',
    '/company/users/:id',
    '/company/hashtags/:tag',
    '/bookmark',
    '/users/edit',
    '/feedback',
    '/widget',
  ],
  announcements: ['/admin/company/announcements'],
  programs: [
    '/incentives',
    '/incentives/approvals',
    '/awards/approval_requests',
    '/incentives/:id',
    '/share/nominations/:id',
    '/nominations',
    '/admin/programs/incentives',
    '/admin/programs/incentives/new',
    '/admin/programs/incentives/:id/edit',
    '/admin/programs/incentives/archived',
    '/admin/programs/awards',
    '/admin/programs/awards/new',
    '/admin/programs/awards/:id/edit',
    '/admin/programs/awards/archived',
    '/admin/programs/awards/pending',
    '/admin/programs/celebrations',
    '/admin/programs/celebrations/new/:type',
    '/admin/programs/celebrations/:id/edit',
    '/admin/programs/nominations',
    '/admin/programs/nominations/new',
    '/admin/programs/nominations/:id',
    '/admin/programs/nominations/:id/edit',
    '/admin/incentives/summary',
    '/admin/programs/settings',
    '/admin/programs/peer-to-peer',
    '/admin/programs/reported-posts',
    '/growth',
    '/growth/check-ins',
    '/one-on-ones',
    '/one-on-ones/recap',
    '/one-on-ones/:id',
    '/admin/growth/one-on-ones',
    '/admin/growth/company-initiatives',
    '/admin/growth/one-on-ones/logs',
    '/admin/growth/pulse-check-settings',
    '/admin/growth/performance-recap',
  ],
  rewards: [
    '/rewards',
    '/rewards/:id',
    '/rewards/history',
    '/rewards/history/:id',
    '/rewards/history/:id/receipt',
    '/rewards-dev',
    '/admin/rewards/catalog',
  ],
  admin: [
    '/admin/dashboard',
    '/team/your-team',
    '/admin/users/accounts',
    '/admin/users/imported',
    '/admin/users/integration',
    '/admin/subscriptions',
    '/p/recap/:userId',
    '/p/recap-review/:userId',
    '/analytics/dashboard',
    '/admin/company/settings',
    '/admin/company/billing',
    '/admin/company/billing-history',
    '/admin/company/integrations',
    '/super_admin/spoof/new',
    '/super_admin/events',
    '/super_admin/companies',
    '/super_admin/bonus_quality_bot_reports',
    '/super_admin/integration_errors',
    '/super_admin/catalog/out_of_stock',
    '/super_admin/catalog/promoted',
    '/super_admin/catalog/unimplemented',
    '/super_admin/kvms',
    '/super_admin/rewards_health_check',
    '/tech_ops',
    '/tech_ops/company',
    '/tech_ops/user',
    '/admin/reports/recognition_scores',
    '/admin/reports/pulse-results',
    '/admin/reports/recognition-equity',
    '/admin/reports/gaming-signals',
    '/admin/reports/recognition-activity',
    '/admin/reports/points-given',
    '/admin/reports/points-earned',
    '/admin/reports/redemptions',
    '/admin/reports/rewards-cost',
    '/admin/reports/participation',
    '/admin/reports/participation/giving-and-receiving',
    '/admin/reports/participation/managers-and-teams',
    '/admin/reports/participation/compare',
    '/admin/reports/participation-summary',
  ],
};

const segmentsOf = (path: string) => path.split('?')[0]!.split('/').filter(Boolean);

/** True when a concrete path (`/rewards/12`) matches a pattern (`/rewards/:id`). */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === decodeURIComponent(given[index]!))
  );
}

/** True when some remote serves the page at this path. */
export const isServedPath = (path: string): boolean =>
  Object.values(SERVED_PAGES).some((patterns) => patterns.some((pattern) => matchesPattern(pattern, path)));
