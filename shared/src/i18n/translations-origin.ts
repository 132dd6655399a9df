import { FALLBACK_LANGUAGE } from './translation-namespaces';

export const DEFAULT_TRANSLATIONS_ORIGIN = '/locales';

// One value per page: shared is a federation singleton, so every app's instance reads what the shell set.
let pageTranslationsOrigin = DEFAULT_TRANSLATIONS_ORIGIN;

/** The shell calls this once at bootstrap; instances created earlier pick it up on their next load. */
export function setTranslationsOrigin(origin: string): void {
  pageTranslationsOrigin = origin.replace(/\/+$/, '');
}

export function getTranslationsOrigin(): string {
  return pageTranslationsOrigin;
}

/**
 * The backend's loadPath: `{origin}/{{lng}}/{{ns}}.json`, or '' for English, which is bundled —
 * i18next-http-backend answers an empty path with an empty bundle and makes no request.
 */
export function translationsLoadPath(origin?: string): (languages: string[]) => string {
  return (languages) => {
    if (languages.every((language) => language === FALLBACK_LANGUAGE)) return '';
    return `${(origin ?? pageTranslationsOrigin).replace(/\/+$/, '')}/{{lng}}/{{ns}}.json`;
  };
}
