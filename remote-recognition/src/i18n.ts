import { commonResources, createI18n } from '@laurel/shared';
import recognition from './locales/en/recognition.json';
import action_input from './locales/en/action_input.json';

export const i18n = createI18n({ en: { ...commonResources.en, recognition, action_input } }, 'recognition');
