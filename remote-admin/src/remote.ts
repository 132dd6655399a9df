import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { SpoofNewPage } from './features/spoofing/SpoofNewPage';
import { lazyPage } from '@laurel/shared/lazy-page';

// The dashboard's cards and copy load when it opens, not with the admin layout.
const DashboardPage = lazyPage(() => import('./pages/DashboardPage').then((module) => module.DashboardPage));

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
      path: '/admin/company/settings',
      policy: adminPagePolicy('/admin/company/settings'),
      Component: withI18n(i18n, CompanySettingsPage),
    },
    {
      path: '/super_admin/spoof/new',
      policy: adminPagePolicy('/super_admin/spoof/new'),
      Component: withI18n(i18n, SpoofNewPage),
    },
  ],
  adminLayout: AdminLayout,
};

export default remote;
