import { defineWidget, withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { IncentivesPage } from './pages/IncentivesPage';
import { SharedNominationPage } from './pages/SharedNominationPage';
import { IncentivesAdminPage } from './pages/IncentivesAdminPage';
import { ProgramSettingsPage } from './pages/ProgramSettingsPage';
import { lazyPage } from './pages/lazy-page';
import { ClaimIncentiveWidget } from './claim/components/ClaimIncentiveWidget';

// /incentives paints with the list only: the detail page and the claim modal load when opened.
const IncentivePage = lazyPage(() => import('./pages/IncentivePage').then((module) => module.IncentivePage));

const remote: RemoteModule = {
  id: 'programs',
  contractVersion: 2,
  routes: [
    { path: '/incentives', Component: withI18n(i18n, IncentivesPage) },
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
  ],
  widgets: [defineWidget('claim-incentive', withI18n(i18n, ClaimIncentiveWidget))],
};

export default remote;
