import { commonResources, createI18n } from '@laurel/shared';
import shell from './locales/en/shell.json';

export const i18n = createI18n({ en: { ...commonResources.en, shell } }, 'shell');
