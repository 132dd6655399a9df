import type { ComponentType } from 'react';
import { ANALYTICS_POLICY, TEAM_HUB_POLICY, type RoutePolicy } from '@laurel/shared';
import { lazyPage } from '@laurel/shared/lazy-page';
import { SpoofNewPage } from './features/spoofing/SpoofNewPage';

export interface AdminPage {
  path: string;
  Page: ComponentType;
  /**
   * The admin menu entry whose policy opens the page: its own path unless said (a report's tabs share their
   * report's); `null` for the print views, whose reader (the person, their manager, a global admin) the server decides.
   */
  menuPath?: string | null;
  /** A page of the app's chrome rather than the admin menu (Analytics): its own policy, in place of a menu entry's. */
  policy?: RoutePolicy;
}

// Each page, with its copy and libraries (forms, charts), loads when it opens, not with the admin layout.
const lazy = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  lazyPage(() => load().then((module) => module[name] as ComponentType));

const superAdmin = () => import('./super-admin/super-admin-pages');
const activityReports = () => import('./activity-reports/pages/activity-report-pages');
const participation = () => import('./pages/participation-pages');
const PARTICIPATION = '/admin/reports/participation';

/** Every page remote-admin serves, by address. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/admin/dashboard', Page: lazy(() => import('./pages/DashboardPage'), 'DashboardPage') },
  // Company
  { path: '/admin/company/settings', Page: lazy(() => import('./pages/CompanySettingsPage'), 'CompanySettingsPage') },
  {
    path: '/admin/company/integrations',
    Page: lazy(() => import('./integrations/IntegrationsPage'), 'IntegrationsPage'),
  },
  { path: '/admin/company/billing', Page: lazy(() => import('./billing/BillingSettingsPage'), 'BillingSettingsPage') },
  {
    path: '/admin/company/billing-history',
    Page: lazy(() => import('./billing/BillingHistoryPage'), 'BillingHistoryPage'),
  },
  // Users
  { path: '/admin/users/accounts', Page: lazy(() => import('./pages/UserAccountsPage'), 'UserAccountsPage') },
  { path: '/admin/users/integration', Page: lazy(() => import('./integrations/UserSyncPage'), 'UserSyncPage') },
  { path: '/admin/users/imported', Page: lazy(() => import('./pages/ImportedUsersPage'), 'ImportedUsersPage') },
  // Reports
  { path: '/admin/subscriptions', Page: lazy(() => import('./pages/SubscriptionsPage'), 'SubscriptionsPage') },
  { path: PARTICIPATION, Page: lazy(participation, 'ParticipationIndexPage') },
  ...(
    [
      ['giving-and-receiving', 'GivingAndReceivingPage'],
      ['managers-and-teams', 'ManagersAndTeamsPage'],
      ['compare', 'ParticipationComparePage'],
    ] as const
  ).map(([tab, name]) => ({
    path: `${PARTICIPATION}/${tab}`,
    Page: lazy(participation, name),
    menuPath: PARTICIPATION,
  })),
  { path: '/admin/reports/participation-summary', Page: lazy(participation, 'ParticipationSummaryPage') },
  { path: '/admin/reports/pulse-results', Page: lazy(() => import('./pages/PulseResultsPage'), 'PulseResultsPage') },
  {
    path: '/admin/reports/recognition_scores',
    Page: lazy(() => import('./pages/RecognitionScoresPage'), 'RecognitionScoresPage'),
  },
  { path: '/admin/reports/recognition-activity', Page: lazy(activityReports, 'RecognitionActivityPage') },
  { path: '/admin/reports/points-given', Page: lazy(activityReports, 'PointsGivenPage') },
  { path: '/admin/reports/points-earned', Page: lazy(activityReports, 'PointsEarnedPage') },
  { path: '/admin/reports/redemptions', Page: lazy(activityReports, 'RedemptionsPage') },
  { path: '/admin/reports/rewards-cost', Page: lazy(activityReports, 'RewardsCostPage') },
  {
    path: '/admin/reports/recognition-equity',
    Page: lazy(() => import('./equity/components/RecognitionEquityReport'), 'RecognitionEquityReport'),
  },
  {
    path: '/admin/reports/gaming-signals',
    Page: lazy(() => import('./gaming-signals/components/GamingSignalsReport'), 'GamingSignalsReport'),
  },
  // In the app's chrome (issue 18): the top navigation's Analytics
  {
    path: '/analytics/dashboard',
    Page: lazy(() => import('./pages/AnalyticsDashboardPage'), 'AnalyticsDashboardPage'),
    policy: ANALYTICS_POLICY,
  },
  {
    path: '/team/your-team',
    Page: lazy(() => import('./team-hub/team-hub-page'), 'TeamHubPage'),
    policy: TEAM_HUB_POLICY,
  },
  // Print views (programs §2)
  { path: '/p/recap/:userId', Page: lazy(() => import('./pages/RecapPages'), 'RecapPage'), menuPath: null },
  {
    path: '/p/recap-review/:userId',
    Page: lazy(() => import('./pages/RecapPages'), 'RecapReviewPage'),
    menuPath: null,
  },
  // Super-admin and tech-ops: one lazy chunk with their copy
  { path: '/super_admin/spoof/new', Page: SpoofNewPage },
  ...(
    [
      ['/super_admin/companies', 'CompaniesPage'],
      ['/super_admin/events', 'EventsPage'],
      ['/super_admin/kvms', 'KvmsPage'],
      ['/super_admin/bonus_quality_bot_reports', 'QualityBotReportPage'],
      ['/super_admin/rewards_health_check', 'RewardsHealthCheckPage'],
      ['/super_admin/catalog/out_of_stock', 'OutOfStockPage'],
      ['/super_admin/catalog/promoted', 'PromotedPage'],
      ['/super_admin/catalog/unimplemented', 'UnimplementedCatalogPage'],
      ['/super_admin/integration_errors', 'IntegrationErrorsPage'],
      ['/tech_ops', 'TechOpsOverviewPage'],
      ['/tech_ops/company', 'TechOpsCompanyPage'],
      ['/tech_ops/user', 'TechOpsUserPage'],
    ] as const
  ).map(([path, name]) => ({ path, Page: lazy(superAdmin, name) })),
];
