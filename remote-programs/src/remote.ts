import {
  ACHIEVE_POLICY,
  CHECK_INS_POLICY,
  ONE_ON_ONE_RECAP_POLICY,
  defineWidget,
  withI18n,
  type RemoteModule,
} from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { IncentivesPage } from './pages/IncentivesPage';
import { lazyPage } from '@laurel/shared/lazy-page';
import { ClaimIncentiveWidget } from './claim/components/ClaimIncentiveWidget';
import { NominateWidget } from './nominate/components/NominateWidget';

// /incentives paints with the list only: the detail page and the claim modal load when opened.
const IncentivePage = lazyPage(() => import('./pages/IncentivePage').then((module) => module.IncentivePage));
// The public nomination page is its own chunk: a visitor from outside loads none of the incentives.
const SharedNominationPage = lazyPage(() =>
  import('./pages/SharedNominationPage').then((module) => module.SharedNominationPage),
);
const NominationsPage = lazyPage(() => import('./pages/NominationsPage').then((module) => module.NominationsPage));
const ApprovalsPage = lazyPage(() => import('./pages/ApprovalsPage').then((module) => module.ApprovalsPage));
const IncentivesSummaryPage = lazyPage(() =>
  import('./pages/IncentivesSummaryPage').then((module) => module.IncentivesSummaryPage),
);

// The incentives admin (its form library and rich-text editor) loads only when an admin page opens.
const IncentivesAdminPage = lazyPage(() =>
  import('./pages/IncentivesAdminPage').then((module) => module.IncentivesAdminPage),
);
const NewIncentivePage = lazyPage(() => import('./pages/NewIncentivePage').then((module) => module.NewIncentivePage));
const EditIncentivePage = lazyPage(() =>
  import('./pages/EditIncentivePage').then((module) => module.EditIncentivePage),
);
const ArchivedIncentivesPage = lazyPage(() =>
  import('./pages/ArchivedIncentivesPage').then((module) => module.ArchivedIncentivesPage),
);
const incentivesAdminPolicy = adminPagePolicy('/admin/programs/incentives');
// The nomination periods admin loads with its own pages only.
const NominationPeriodsAdminPage = lazyPage(() =>
  import('./pages/NominationPeriodsAdminPage').then((module) => module.NominationPeriodsAdminPage),
);
const NominationPeriodAdminPage = lazyPage(() =>
  import('./pages/NominationPeriodAdminPage').then((module) => module.NominationPeriodAdminPage),
);
const NewNominationPeriodPage = lazyPage(() =>
  import('./pages/NewNominationPeriodPage').then((module) => module.NewNominationPeriodPage),
);
const EditNominationPeriodPage = lazyPage(() =>
  import('./pages/EditNominationPeriodPage').then((module) => module.EditNominationPeriodPage),
);
const nominationsAdminPolicy = adminPagePolicy('/admin/programs/nominations');
// The celebrations admin (its form and export) loads with its own pages only.
const CelebrationsAdminPage = lazyPage(() =>
  import('./pages/CelebrationsAdminPage').then((module) => module.CelebrationsAdminPage),
);
const NewCelebrationPage = lazyPage(() =>
  import('./pages/NewCelebrationPage').then((module) => module.NewCelebrationPage),
);
const EditCelebrationPage = lazyPage(() =>
  import('./pages/EditCelebrationPage').then((module) => module.EditCelebrationPage),
);
const celebrationsAdminPolicy = adminPagePolicy('/admin/programs/celebrations');
// The awards admin loads with its own pages only; the pending gives are for the award approvers too.
const AwardsAdminPage = lazyPage(() => import('./pages/AwardsAdminPage').then((module) => module.AwardsAdminPage));
const NewAwardPage = lazyPage(() => import('./pages/NewAwardPage').then((module) => module.NewAwardPage));
const EditAwardPage = lazyPage(() => import('./pages/EditAwardPage').then((module) => module.EditAwardPage));
const ArchivedAwardsPage = lazyPage(() =>
  import('./pages/ArchivedAwardsPage').then((module) => module.ArchivedAwardsPage),
);
const PendingAwardsPage = lazyPage(() =>
  import('./pages/PendingAwardsPage').then((module) => module.PendingAwardsPage),
);
const awardsAdminPolicy = adminPagePolicy('/admin/programs/awards');
// The program settings and peer-to-peer forms load with their own pages only.
const ProgramSettingsPage = lazyPage(() =>
  import('./pages/ProgramSettingsPage').then((module) => module.ProgramSettingsPage),
);
const PeerToPeerPage = lazyPage(() => import('./pages/PeerToPeerPage').then((module) => module.PeerToPeerPage));
// Growth (issue 18 item 3): the hub and the check-ins, each its own chunk.
const GrowthHubPage = lazyPage(() => import('./pages/GrowthHubPage').then((module) => module.GrowthHubPage));
const CheckInsPage = lazyPage(() => import('./pages/CheckInsPage').then((module) => module.CheckInsPage));
const ReportedPostsPage = lazyPage(() =>
  import('./pages/ReportedPostsPage').then((module) => module.ReportedPostsPage),
);

// One-on-ones, goals and their admin pages load with their own pages only.
const OneOnOnesPage = lazyPage(() => import('./pages/OneOnOnesPage').then((module) => module.OneOnOnesPage));
const OneOnOneRecapPage = lazyPage(() =>
  import('./pages/OneOnOneRecapPage').then((module) => module.OneOnOneRecapPage),
);
const OneOnOneMeetingPage = lazyPage(() =>
  import('./pages/OneOnOneMeetingPage').then((module) => module.OneOnOneMeetingPage),
);
const OneOnOneSettingsAdminPage = lazyPage(() =>
  import('./pages/OneOnOneSettingsAdminPage').then((module) => module.OneOnOneSettingsAdminPage),
);
const CompanyInitiativesAdminPage = lazyPage(() =>
  import('./pages/CompanyInitiativesAdminPage').then((module) => module.CompanyInitiativesAdminPage),
);
const OneOnOneLogsAdminPage = lazyPage(() =>
  import('./pages/OneOnOneLogsAdminPage').then((module) => module.OneOnOneLogsAdminPage),
);
const PulseCheckSettingsAdminPage = lazyPage(() =>
  import('./pages/PulseCheckSettingsAdminPage').then((module) => module.PulseCheckSettingsAdminPage),
);
const PerformanceRecapAdminPage = lazyPage(() =>
  import('./pages/PerformanceRecapAdminPage').then((module) => module.PerformanceRecapAdminPage),
);

const remote: RemoteModule = {
  id: 'programs',
  contractVersion: 2,
  routes: [
    { path: '/incentives', Component: withI18n(i18n, IncentivesPage) },
    { path: '/incentives/approvals', Component: withI18n(i18n, ApprovalsPage) },
    // Platform §2's main route of the award approvers, whom the admin area does not let in; the bell leads here.
    {
      path: '/awards/approval_requests',
      policy: adminPagePolicy('/admin/programs/awards/pending'),
      Component: withI18n(i18n, PendingAwardsPage),
    },
    { path: '/incentives/:id', Component: withI18n(i18n, IncentivePage) },
    { path: '/share/nominations/:id', Component: withI18n(i18n, SharedNominationPage) },
    {
      path: '/nominations',
      policy: { permissions: ['can-access-nominations'] },
      Component: withI18n(i18n, NominationsPage),
    },
    { path: '/one-on-ones', policy: ACHIEVE_POLICY, Component: withI18n(i18n, OneOnOnesPage) },
    { path: '/one-on-ones/recap', policy: ONE_ON_ONE_RECAP_POLICY, Component: withI18n(i18n, OneOnOneRecapPage) },
    { path: '/one-on-ones/:id', policy: ACHIEVE_POLICY, Component: withI18n(i18n, OneOnOneMeetingPage) },
    { path: '/growth', policy: ACHIEVE_POLICY, Component: withI18n(i18n, GrowthHubPage) },
    { path: '/growth/check-ins', policy: CHECK_INS_POLICY, Component: withI18n(i18n, CheckInsPage) },
  ],
  adminRoutes: [
    {
      path: '/admin/programs/incentives',
      policy: incentivesAdminPolicy,
      Component: withI18n(i18n, IncentivesAdminPage),
    },
    {
      path: '/admin/programs/incentives/new',
      policy: incentivesAdminPolicy,
      Component: withI18n(i18n, NewIncentivePage),
    },
    {
      path: '/admin/programs/incentives/:id/edit',
      policy: incentivesAdminPolicy,
      Component: withI18n(i18n, EditIncentivePage),
    },
    {
      path: '/admin/programs/incentives/archived',
      policy: incentivesAdminPolicy,
      Component: withI18n(i18n, ArchivedIncentivesPage),
    },
    { path: '/admin/programs/awards', policy: awardsAdminPolicy, Component: withI18n(i18n, AwardsAdminPage) },
    { path: '/admin/programs/awards/new', policy: awardsAdminPolicy, Component: withI18n(i18n, NewAwardPage) },
    { path: '/admin/programs/awards/:id/edit', policy: awardsAdminPolicy, Component: withI18n(i18n, EditAwardPage) },
    {
      path: '/admin/programs/awards/archived',
      policy: awardsAdminPolicy,
      Component: withI18n(i18n, ArchivedAwardsPage),
    },
    {
      path: '/admin/programs/awards/pending',
      policy: adminPagePolicy('/admin/programs/awards/pending'),
      Component: withI18n(i18n, PendingAwardsPage),
    },
    {
      path: '/admin/programs/celebrations',
      policy: celebrationsAdminPolicy,
      Component: withI18n(i18n, CelebrationsAdminPage),
    },
    {
      path: '/admin/programs/celebrations/new/:type',
      policy: celebrationsAdminPolicy,
      Component: withI18n(i18n, NewCelebrationPage),
    },
    {
      path: '/admin/programs/celebrations/:id/edit',
      policy: celebrationsAdminPolicy,
      Component: withI18n(i18n, EditCelebrationPage),
    },
    {
      path: '/admin/programs/nominations',
      policy: nominationsAdminPolicy,
      Component: withI18n(i18n, NominationPeriodsAdminPage),
    },
    {
      path: '/admin/programs/nominations/new',
      policy: nominationsAdminPolicy,
      Component: withI18n(i18n, NewNominationPeriodPage),
    },
    {
      path: '/admin/programs/nominations/:id',
      policy: nominationsAdminPolicy,
      Component: withI18n(i18n, NominationPeriodAdminPage),
    },
    {
      path: '/admin/programs/nominations/:id/edit',
      policy: nominationsAdminPolicy,
      Component: withI18n(i18n, EditNominationPeriodPage),
    },
    {
      path: '/admin/incentives/summary',
      policy: adminPagePolicy('/admin/incentives/summary'),
      Component: withI18n(i18n, IncentivesSummaryPage),
    },
    {
      path: '/admin/programs/settings',
      policy: adminPagePolicy('/admin/programs/settings'),
      Component: withI18n(i18n, ProgramSettingsPage),
    },
    {
      path: '/admin/programs/peer-to-peer',
      policy: adminPagePolicy('/admin/programs/peer-to-peer'),
      Component: withI18n(i18n, PeerToPeerPage),
    },
    {
      path: '/admin/programs/reported-posts',
      policy: adminPagePolicy('/admin/programs/reported-posts'),
      Component: withI18n(i18n, ReportedPostsPage),
    },
    {
      path: '/admin/growth/one-on-ones',
      policy: adminPagePolicy('/admin/growth/one-on-ones'),
      Component: withI18n(i18n, OneOnOneSettingsAdminPage),
    },
    {
      path: '/admin/growth/company-initiatives',
      policy: adminPagePolicy('/admin/growth/company-initiatives'),
      Component: withI18n(i18n, CompanyInitiativesAdminPage),
    },
    {
      path: '/admin/growth/one-on-ones/logs',
      policy: adminPagePolicy('/admin/growth/one-on-ones/logs'),
      Component: withI18n(i18n, OneOnOneLogsAdminPage),
    },
    {
      path: '/admin/growth/pulse-check-settings',
      policy: adminPagePolicy('/admin/growth/pulse-check-settings'),
      Component: withI18n(i18n, PulseCheckSettingsAdminPage),
    },
    {
      path: '/admin/growth/performance-recap',
      policy: adminPagePolicy('/admin/growth/performance-recap'),
      Component: withI18n(i18n, PerformanceRecapAdminPage),
    },
  ],
  widgets: [
    defineWidget('claim-incentive', withI18n(i18n, ClaimIncentiveWidget)),
    defineWidget('nominate', withI18n(i18n, NominateWidget)),
  ],
};

export default remote;
