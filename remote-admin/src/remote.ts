import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { SpoofNewPage } from './features/spoofing/SpoofNewPage';
import { lazyPage } from '@laurel/shared/lazy-page';

// The dashboard's cards and copy load when it opens, not with the admin layout.
const DashboardPage = lazyPage(() => import('./pages/DashboardPage').then((module) => module.DashboardPage));
// The super-admin and tech-ops pages share one lazy chunk with their copy.
const superAdminPage = (name: keyof typeof import('./super-admin/super-admin-pages')) =>
  lazyPage(() => import('./super-admin/super-admin-pages').then((module) => module[name]));
const SUPER_ADMIN_PAGES = [
  ['/super_admin/events', superAdminPage('EventsPage')],
  ['/super_admin/companies', superAdminPage('CompaniesPage')],
  ['/super_admin/bonus_quality_bot_reports', superAdminPage('QualityBotReportPage')],
  ['/super_admin/integration_errors', superAdminPage('IntegrationErrorsPage')],
  ['/super_admin/catalog/out_of_stock', superAdminPage('OutOfStockPage')],
  ['/super_admin/catalog/promoted', superAdminPage('PromotedPage')],
  ['/super_admin/kvms', superAdminPage('KvmsPage')],
  ['/super_admin/rewards_health_check', superAdminPage('RewardsHealthCheckPage')],
  ['/tech_ops', superAdminPage('TechOpsOverviewPage')],
  ['/tech_ops/company', superAdminPage('TechOpsCompanyPage')],
  ['/tech_ops/user', superAdminPage('TechOpsUserPage')],
] as const;
const UserAccountsPage = lazyPage(() => import('./pages/UserAccountsPage').then((module) => module.UserAccountsPage));
const ImportedUsersPage = lazyPage(() =>
  import('./pages/ImportedUsersPage').then((module) => module.ImportedUsersPage),
);
const SubscriptionsPage = lazyPage(() =>
  import('./pages/SubscriptionsPage').then((module) => module.SubscriptionsPage),
);
// The print views (programs §2): whom a recap is for is the server's to say (the person, their manager, a global admin).
const RecapPage = lazyPage(() => import('./pages/RecapPages').then((module) => module.RecapPage));
const RecapReviewPage = lazyPage(() => import('./pages/RecapPages').then((module) => module.RecapReviewPage));
const RecognitionScoresPage = lazyPage(() =>
  import('./pages/RecognitionScoresPage').then((module) => module.RecognitionScoresPage),
);
const PulseResultsPage = lazyPage(() => import('./pages/PulseResultsPage').then((module) => module.PulseResultsPage));
const RecognitionEquityPage = lazyPage(() =>
  import('./equity/components/RecognitionEquityReport').then((module) => module.RecognitionEquityReport),
);
const GamingSignalsPage = lazyPage(() =>
  import('./gaming-signals/components/GamingSignalsReport').then((module) => module.GamingSignalsReport),
);
const activityReportPage = (name: keyof typeof import('./activity-reports/pages/activity-report-pages')) =>
  lazyPage(() => import('./activity-reports/pages/activity-report-pages').then((module) => module[name]));
const ACTIVITY_REPORT_PAGES = [
  ['/admin/reports/recognition-activity', activityReportPage('RecognitionActivityPage')],
  ['/admin/reports/points-given', activityReportPage('PointsGivenPage')],
  ['/admin/reports/points-earned', activityReportPage('PointsEarnedPage')],
  ['/admin/reports/redemptions', activityReportPage('RedemptionsPage')],
  ['/admin/reports/rewards-cost', activityReportPage('RewardsCostPage')],
] as const;

// The participation reports and their copy load when one opens; recharts only when a chart draws.
const participationPage = (name: keyof typeof import('./pages/participation-pages')) =>
  lazyPage(() => import('./pages/participation-pages').then((module) => module[name]));
const PARTICIPATION = '/admin/reports/participation';
const PARTICIPATION_PAGES = [
  [PARTICIPATION, PARTICIPATION, participationPage('ParticipationIndexPage')],
  [`${PARTICIPATION}/giving-and-receiving`, PARTICIPATION, participationPage('GivingAndReceivingPage')],
  [`${PARTICIPATION}/managers-and-teams`, PARTICIPATION, participationPage('ManagersAndTeamsPage')],
  [`${PARTICIPATION}/compare`, PARTICIPATION, participationPage('ParticipationComparePage')],
  [
    '/admin/reports/participation-summary',
    '/admin/reports/participation-summary',
    participationPage('ParticipationSummaryPage'),
  ],
] as const;

// Billing and integrations, each with its copy, load when their page opens.
const BillingSettingsPage = lazyPage(() =>
  import('./billing/BillingSettingsPage').then((module) => module.BillingSettingsPage),
);
const BillingHistoryPage = lazyPage(() =>
  import('./billing/BillingHistoryPage').then((module) => module.BillingHistoryPage),
);
const IntegrationsPage = lazyPage(() =>
  import('./integrations/IntegrationsPage').then((module) => module.IntegrationsPage),
);
const UserSyncPage = lazyPage(() => import('./integrations/UserSyncPage').then((module) => module.UserSyncPage));

// The company settings form (its form library) loads when the page opens.
const CompanySettingsPage = lazyPage(() =>
  import('./pages/CompanySettingsPage').then((module) => module.CompanySettingsPage),
);

const remote: RemoteModule = {
  id: 'admin',
  contractVersion: 2,
  routes: [
    { path: '/admin/dashboard', policy: adminPagePolicy('/admin/dashboard'), Component: withI18n(i18n, DashboardPage) },
    {
      path: '/admin/users/accounts',
      policy: adminPagePolicy('/admin/users/accounts'),
      Component: withI18n(i18n, UserAccountsPage),
    },
    {
      path: '/admin/users/imported',
      policy: adminPagePolicy('/admin/users/imported'),
      Component: withI18n(i18n, ImportedUsersPage),
    },
    {
      path: '/admin/subscriptions',
      policy: adminPagePolicy('/admin/subscriptions'),
      Component: withI18n(i18n, SubscriptionsPage),
    },
    { path: '/p/recap/:userId', Component: withI18n(i18n, RecapPage) },
    { path: '/p/recap-review/:userId', Component: withI18n(i18n, RecapReviewPage) },
    {
      path: '/admin/reports/recognition_scores',
      policy: adminPagePolicy('/admin/reports/recognition_scores'),
      Component: withI18n(i18n, RecognitionScoresPage),
    },
    {
      path: '/admin/reports/pulse-results',
      policy: adminPagePolicy('/admin/reports/pulse-results'),
      Component: withI18n(i18n, PulseResultsPage),
    },
    ...(
      [
        ['/admin/reports/recognition-equity', RecognitionEquityPage],
        ['/admin/reports/gaming-signals', GamingSignalsPage],
        ['/admin/company/billing', BillingSettingsPage],
        ['/admin/company/billing-history', BillingHistoryPage],
        ['/admin/company/integrations', IntegrationsPage],
        ['/admin/users/integration', UserSyncPage],
      ] as const
    ).map(([path, Page]) => ({ path, policy: adminPagePolicy(path), Component: withI18n(i18n, Page) })),
    ...ACTIVITY_REPORT_PAGES.map(([path, Page]) => ({
      path,
      policy: adminPagePolicy(path),
      Component: withI18n(i18n, Page),
    })),
    {
      path: '/admin/company/settings',
      policy: adminPagePolicy('/admin/company/settings'),
      Component: withI18n(i18n, CompanySettingsPage),
    },
    {
      path: '/super_admin/spoof/new',
      policy: adminPagePolicy('/super_admin/spoof/new'),
      Component: withI18n(i18n, SpoofNewPage),
    },
    ...SUPER_ADMIN_PAGES.map(([path, Page]) => ({
      path,
      policy: adminPagePolicy(path),
      Component: withI18n(i18n, Page),
    })),
    ...PARTICIPATION_PAGES.map(([path, menuPath, Page]) => ({
      path,
      policy: adminPagePolicy(menuPath),
      Component: withI18n(i18n, Page),
    })),
  ],
  adminLayout: AdminLayout,
};

export default remote;
