import { commonResources, createI18n } from '@laurel/shared';
import programs from './locales/en/programs.json';
import incentives from './locales/en/incentives.json';

// rewards (spec §9) is one of the instance's own namespaces, so a language change loads it with the others;
// its files join it each under its own key (programs, incentives), the lazy pages' files when their code loads.
export const i18n = createI18n({ en: { ...commonResources.en, rewards: {} } }, 'rewards');
i18n.addResourceBundle('en', 'rewards', programs, true, false);
i18n.addResourceBundle('en', 'rewards', incentives, true, false);
