import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_PAGES } from './admin-pages';

const remote: RemoteModule = {
  id: 'admin',
  contractVersion: 2,
  routes: ADMIN_PAGES.map(({ path, Page, menuPath = path, policy }) => ({
    path,
    ...(policy ? { policy } : menuPath !== null && { policy: adminPagePolicy(menuPath) }),
    Component: withI18n(i18n, Page),
  })),
  adminLayout: AdminLayout,
};

export default remote;
