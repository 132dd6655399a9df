import { commonResources, createI18n } from '@laurel/shared';
import announcements from './locales/en/announcements.json';

export const i18n = createI18n({ en: { ...commonResources.en, announcements } }, 'announcements');
