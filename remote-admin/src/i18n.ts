import { commonResources, createI18n } from '@laurel/shared';
import admin from './locales/en/admin.json';

export const i18n = createI18n({ en: { ...commonResources.en, admin } }, 'admin');
