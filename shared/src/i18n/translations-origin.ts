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
