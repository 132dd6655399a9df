import type { TFunction } from 'i18next';
import type { DirectoryLink } from '@laurel/shared';

export const programsLinks = (t: TFunction): DirectoryLink[] => [
  { to: '/incentives', label: t('links.incentives') },
  { to: '/incentives/1', label: t('links.incentive') },
  { to: '/share/nominations/1', label: t('links.sharedNomination') },
  { to: '/admin/programs/incentives', label: t('links.adminIncentives') },
  { to: '/admin/programs/settings', label: t('links.adminSettings') },
];
