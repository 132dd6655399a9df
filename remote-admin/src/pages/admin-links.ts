import type { TFunction } from 'i18next';
import type { DirectoryLink } from '@laurel/shared';

export const adminLinks = (t: TFunction): DirectoryLink[] => [
  { to: '/admin/dashboard', label: t('links.dashboard') },
  { to: '/super_admin', label: t('links.superAdmin') },
  { to: '/tech_ops', label: t('links.techOps') },
];
