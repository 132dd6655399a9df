import { commonResources, createI18n } from '@laurel/shared';
import admin from './locales/en/admin.json';
import vertical_navbar from './locales/en/vertical_navbar.json';

export const i18n = createI18n({ en: { ...commonResources.en, admin, vertical_navbar } }, 'admin');
