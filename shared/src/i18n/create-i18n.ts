import i18next, { type i18n, type Resource } from 'i18next';
import { addPlatformErrors } from './common-resources';
import { FALLBACK_LANGUAGE } from './translation-namespaces';
import { translationsBackend, type TranslationsFetch } from './translations-backend';

export * from './translation-namespaces';
export * from './translations-origin';

export const DEFAULT_LANGUAGE = FALLBACK_LANGUAGE;
/** Spec §7: a failed translations load is retried once, then English shows. */
export const TRANSLATION_LOAD_RETRIES = 1;
export const TRANSLATION_RETRY_DELAY_MS = 350;

export interface CreateI18nOptions {
  /** Where `{lng}/{ns}.json` live; defaults to the page's origin set by `setTranslationsOrigin`. */
  translationsOrigin?: string;
  /** Replaces the browser's fetch; for tests. */
  fetch?: TranslationsFetch;
}

// i18next keeps the objects it is given and writes into them: loaded languages, and addResourceBundle's
// deep merge into a namespace's own object. Callers share `commonResources`' namespaces, so each instance
// gets a deep copy of every namespace, or one app's additions would show in every other app.
const ownResources = (resources: Resource): Resource =>
  Object.fromEntries(
    Object.entries(resources).map(([language, namespaces]) => [
      language,
      Object.fromEntries(Object.entries(namespaces).map(([namespace, keys]) => [namespace, structuredClone(keys)])),
    ]),
  );

/**
 * Each app owns one i18next instance over its own namespaces. English is bundled, complete and the
 * fallback; other languages load over HTTP when the language changes.
 */
// Every app's instance on this page (shared is a federation singleton), so one locale change reaches all.
const pageInstances = new Set<i18n>();
let pageLanguage = DEFAULT_LANGUAGE;
const BCP_47 = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The navigation profile's locale, for the shell and every remote, including those loaded later. */
export function changePageLanguage(language: string): Promise<unknown> {
  pageLanguage = language;
  // Screen readers pick their voice from <html lang> (WCAG 3.1.1); the pseudo-locale is English underneath.
  if (typeof document !== 'undefined')
    document.documentElement.lang = BCP_47.test(language) ? language : DEFAULT_LANGUAGE;
  return Promise.all([...pageInstances].map((instance) => instance.changeLanguage(language)));
}

export function createI18n(resources: Resource, defaultNS: string, options: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  pageInstances.add(instance);
  void instance.use(translationsBackend(options)).init({
    resources: ownResources(resources),
    // Bundled English plus languages from the backend; without it i18next ignores the backend.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    // 'pt-BR' loads pt: translations are kept per language.
    load: 'languageOnly',
    defaultNS,
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    maxRetries: TRANSLATION_LOAD_RETRIES,
    retryTimeout: TRANSLATION_RETRY_DELAY_MS,
  });
  addPlatformErrors(instance);
  if (pageLanguage !== DEFAULT_LANGUAGE) void instance.changeLanguage(pageLanguage);
  return instance;
}
