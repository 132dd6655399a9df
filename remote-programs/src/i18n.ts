import { commonResources, createI18n } from '@laurel/shared';
import programs from './locales/en/programs.json';

export const i18n = createI18n({ en: { ...commonResources.en, programs } }, 'programs');
