import type { TFunction } from 'i18next';
import type { DirectoryLink } from '@laurel/shared';

export const recognitionLinks = (t: TFunction): DirectoryLink[] => [
  { to: '/', label: t('links.feed') },
  { to: '/bonuses/1', label: t('links.bonus') },
  { to: '/widget', label: t('links.widget') },
];
