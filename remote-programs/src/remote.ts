import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { IncentivesPage } from './pages/IncentivesPage';
import { IncentivePage } from './pages/IncentivePage';
import { SharedNominationPage } from './pages/SharedNominationPage';
import { IncentivesAdminPage } from './pages/IncentivesAdminPage';
import { ProgramSettingsPage } from './pages/ProgramSettingsPage';
import { lazyPage } from './pages/lazy-page';

const ApprovalsPage = lazyPage(() => import('./pages/ApprovalsPage').then((module) => module.ApprovalsPage));
const IncentivesSummaryPage = lazyPage(() =>
  import('./pages/IncentivesSummaryPage').then((module) => module.IncentivesSummaryPage),
);

const remote: RemoteModule = {
  id: 'programs',
  contractVersion: 2,
  routes: [
    { path: '/incentives', Component: withI18n(i18n, IncentivesPage) },
    { path: '/incentives/approvals', Component: withI18n(i18n, ApprovalsPage) },
    { path: '/incentives/:id', Component: withI18n(i18n, IncentivePage) },
    { path: '/share/nominations/:id', Component: withI18n(i18n, SharedNominationPage) },
  ],
  adminRoutes: [
    {
      path: '/admin/programs/incentives',
      policy: adminPagePolicy('/admin/programs/incentives'),
      Component: withI18n(i18n, IncentivesAdminPage),
    },
    {
      path: '/admin/programs/settings',
      policy: adminPagePolicy('/admin/programs/settings'),
      Component: withI18n(i18n, ProgramSettingsPage),
    },
    {
      path: '/admin/incentives/summary',
      policy: adminPagePolicy('/admin/incentives/summary'),
      Component: withI18n(i18n, IncentivesSummaryPage),
    },
  ],
};

export default remote;
