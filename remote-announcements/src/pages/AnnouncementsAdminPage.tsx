import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { announcementsLinks } from './announcements-links';

export function AnnouncementsAdminPage() {
  const { t } = useTranslation('announcements');
  return (
    <AreaPage
      title={t('adminAnnouncements.title')}
      intro={t('adminAnnouncements.intro')}
      links={announcementsLinks(t)}
    />
  );
}
