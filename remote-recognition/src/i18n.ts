import { commonResources, createI18n } from '@laurel/shared';
import recognition from './locales/en/recognition.json';

export const i18n = createI18n({ en: { ...commonResources.en, recognition } }, 'recognition');
