import type { TFunction } from 'i18next';
import type { DirectoryLink } from '@laurel/shared';

export const announcementsLinks = (t: TFunction): DirectoryLink[] => [
  { to: '/admin/company/announcements', label: t('links.adminAnnouncements') },
];
