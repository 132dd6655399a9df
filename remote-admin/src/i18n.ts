import { commonResources, createI18n } from '@laurel/shared';
import layout from './locales/en/admin.json';
import vertical_navbar from './locales/en/vertical_navbar.json';

// The admin layout's words open the admin_dashboard namespace (under `layout`); each page's copy module adds its own.
export const i18n = createI18n(
  { en: { ...commonResources.en, admin_dashboard: layout, vertical_navbar } },
  'admin_dashboard',
);
