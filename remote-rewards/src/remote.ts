import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { CataloguePage } from './pages/CataloguePage';
import { RewardPage } from './pages/RewardPage';
import { CatalogSettingsPage } from './pages/CatalogSettingsPage';
import { RedemptionHistoryPage } from './pages/RedemptionHistoryPage';
import { RedemptionPage } from './pages/RedemptionPage';
import { RedemptionReceiptPage } from './pages/RedemptionReceiptPage';

const remote: RemoteModule = {
  id: 'rewards',
  contractVersion: 2,
  routes: [
    { path: '/rewards', Component: withI18n(i18n, CataloguePage) },
    { path: '/rewards/:id', Component: withI18n(i18n, RewardPage) },
    { path: '/rewards/history', Component: withI18n(i18n, RedemptionHistoryPage) },
    { path: '/rewards/history/:id', Component: withI18n(i18n, RedemptionPage) },
    { path: '/rewards/history/:id/receipt', Component: withI18n(i18n, RedemptionReceiptPage) },
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
