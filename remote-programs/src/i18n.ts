import { commonResources, createI18n } from '@laurel/shared';
import programs from './locales/en/programs.json';
import incentives from './locales/en/incentives.json';

export const i18n = createI18n({ en: { ...commonResources.en, programs, incentives } }, 'programs');
