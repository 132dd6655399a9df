import { commonResources, createI18n } from '@laurel/shared';
import carousel from './locales/en/announcement-carousel.json';

// One namespace (spec §9), its copy kept per widget so each part's keys live beside each other; the
// forms' and the popover's copy join it when their code loads (compose/forms-copy.ts, bell/popover-copy.ts).
export const i18n = createI18n({ en: { ...commonResources.en, announcements: carousel } }, 'announcements');
