import { commonResources, createI18n } from '@laurel/shared';
import rewards from './locales/en/rewards.json';

export const i18n = createI18n({ en: { ...commonResources.en, rewards } }, 'rewards');
