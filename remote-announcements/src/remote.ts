import { withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { AnnouncementsAdminPage } from './pages/AnnouncementsAdminPage';

const remote: RemoteModule = {
  id: 'announcements',
  contractVersion: 2,
  routes: [],
  adminRoutes: [
    {
      path: '/admin/company/announcements',
      policy: adminPagePolicy('/admin/company/announcements'),
      Component: withI18n(i18n, AnnouncementsAdminPage),
    },
  ],
};

export default remote;
