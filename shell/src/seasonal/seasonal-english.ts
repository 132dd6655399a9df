import type { i18n as I18n } from 'i18next';
import seasonal from '../locales/en/seasonal.json';

/** The seasons' English, `navigation`'s `seasonal.…`; `seasonal-copy.ts` loads this module when it is wanted. */
export const addSeasonalEnglish = (instance: I18n): void => {
  instance.addResourceBundle('en', 'navigation', seasonal, true, false);
};
