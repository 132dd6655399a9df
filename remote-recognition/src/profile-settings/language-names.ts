import type { ProfileLocale } from '@laurel/shared/contract';

/** Each language in its own words, so a reader finds theirs whatever the page's language is. */
export const LANGUAGE_NAMES: Record<ProfileLocale, string> = {
  en: 'English (US)',
  'en-GB': 'English (UK)',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};
