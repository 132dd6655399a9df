import { commonResources, createI18n } from '@laurel/shared';
import shell from './locales/en/shell.json';
import invite_users from './locales/en/invite_users.json';
import navigation from './locales/en/navigation.json';
import { searchResources } from './search';

export const i18n = createI18n(
  { en: { ...commonResources.en, shell, navigation, invite_users, ...searchResources } },
  'shell',
);
