import { commonResources, createI18n } from '@laurel/shared';
import bell from './locales/en/notification-bell.json';
import carousel from './locales/en/announcement-carousel.json';

// One namespace (spec §9), its copy kept per widget so each part's keys live beside each other;
// the forms' copy joins it when their code loads (compose/forms-copy.ts).
export const i18n = createI18n(
  { en: { ...commonResources.en, announcements: { ...bell, ...carousel } } },
  'announcements',
);
