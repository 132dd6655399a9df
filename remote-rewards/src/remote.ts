import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { CataloguePage } from './pages/CataloguePage';
import { RewardPage } from './pages/RewardPage';
import { CatalogSettingsPage } from './pages/CatalogSettingsPage';

const remote: RemoteModule = {
  id: 'rewards',
  contractVersion: 2,
  routes: [
    { path: '/rewards', Component: withI18n(i18n, CataloguePage) },
    { path: '/rewards/:id', Component: withI18n(i18n, RewardPage) },
  ],
  adminRoutes: [
    {
      path: '/admin/rewards/catalog',
      policy: adminPagePolicy('/admin/rewards/catalog'),
      Component: withI18n(i18n, CatalogSettingsPage),
    },
  ],
};

export default remote;
