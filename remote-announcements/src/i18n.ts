import { commonResources, createI18n } from '@laurel/shared';
import announcements from './locales/en/announcements.json';
import bell from './locales/en/notification-bell.json';
import carousel from './locales/en/announcement-carousel.json';

// One namespace (spec §9), its copy kept per widget so each part's keys live beside each other.
export const i18n = createI18n(
  { en: { ...commonResources.en, announcements: { ...announcements, ...bell, ...carousel } } },
  'announcements',
);
