import { commonResources, createI18n } from '@laurel/shared';
import shell from './locales/en/shell.json';
import invite_users from './locales/en/invite_users.json';
import navigation from './locales/en/navigation.json';
import { addSearchEnglish } from './search';

export const i18n = createI18n({ en: { ...commonResources.en, navigation, invite_users } }, 'navigation');
// The chrome's own words (`shell.…`) and the search's (`search.…`) are part of `navigation` (spec §9).
i18n.addResourceBundle('en', 'navigation', shell, true, false);
addSearchEnglish(i18n);
