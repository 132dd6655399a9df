import type { i18n as I18n } from 'i18next';
import search from '../locales/en/search.json';

/** The search's English, `navigation`'s `search.…`; the shell adds it to its instance. */
export const addSearchEnglish = (instance: I18n): void => {
  instance.addResourceBundle('en', 'navigation', search, true, false);
};
