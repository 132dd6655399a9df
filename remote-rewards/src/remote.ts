import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { CataloguePage } from './pages/CataloguePage';
import { lazyPage } from '@laurel/shared/lazy-page';

// Only the catalogue is in /rewards' first paint; each other page (and the zod schemas its forms use) loads when opened.
const RewardPage = lazyPage(() => import('./pages/RewardPage').then((module) => module.RewardPage));
const CatalogSettingsPage = lazyPage(() =>
  import('./pages/CatalogSettingsPage').then((module) => module.CatalogSettingsPage),
);
const RedemptionHistoryPage = lazyPage(() =>
  import('./pages/RedemptionHistoryPage').then((module) => module.RedemptionHistoryPage),
);
const RedemptionPage = lazyPage(() => import('./pages/RedemptionPage').then((module) => module.RedemptionPage));
const CatalogueDevPage = lazyPage(() => import('./pages/CatalogueDevPage').then((module) => module.CatalogueDevPage));
const RedemptionReceiptPage = lazyPage(() =>
  import('./pages/RedemptionReceiptPage').then((module) => module.RedemptionReceiptPage),
);

const remote: RemoteModule = {
  id: 'rewards',
  contractVersion: 2,
  routes: [
    { path: '/rewards', Component: withI18n(i18n, CataloguePage) },
    { path: '/rewards/:id', Component: withI18n(i18n, RewardPage) },
    { path: '/rewards/history', Component: withI18n(i18n, RedemptionHistoryPage) },
    { path: '/rewards/history/:id', Component: withI18n(i18n, RedemptionPage) },
    { path: '/rewards/history/:id/receipt', Component: withI18n(i18n, RedemptionReceiptPage) },
    { path: '/rewards-dev', Component: withI18n(i18n, CatalogueDevPage) },
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
