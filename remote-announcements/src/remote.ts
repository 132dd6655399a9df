import { defineWidget, withI18n, type RemoteModule } from '@laurel/shared';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { i18n } from './i18n';
import { LazyAnnouncementsAdminPage } from './pages/lazy-admin-page';
import { MakeAnnouncementWidget } from './manage/components/MakeAnnouncementWidget';
import { NotificationPopoverWidget } from './bell/NotificationPopoverWidget';
import { AnnouncementCarouselWidget } from './carousel/AnnouncementCarouselWidget';
import { ViewAnnouncementWidget } from './view/ViewAnnouncementWidget';

const remote: RemoteModule = {
  id: 'announcements',
  contractVersion: 2,
  routes: [],
  adminRoutes: [
    {
      path: '/admin/company/announcements',
      policy: adminPagePolicy('/admin/company/announcements'),
      Component: withI18n(i18n, LazyAnnouncementsAdminPage),
    },
  ],
  widgets: [
    defineWidget('notification-popover', withI18n(i18n, NotificationPopoverWidget)),
    defineWidget('announcement-carousel', withI18n(i18n, AnnouncementCarouselWidget)),
    defineWidget('make-announcement', withI18n(i18n, MakeAnnouncementWidget)),
    defineWidget('view-announcement', withI18n(i18n, ViewAnnouncementWidget)),
  ],
};

export default remote;
