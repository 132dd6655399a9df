import type { TFunction } from 'i18next';
import type { DirectoryLink } from '@laurel/shared';

export const rewardsLinks = (t: TFunction): DirectoryLink[] => [
  { to: '/rewards', label: t('links.catalogue') },
  { to: '/rewards/1', label: t('links.item') },
  { to: '/admin/rewards/catalog', label: t('links.adminCatalog') },
];
