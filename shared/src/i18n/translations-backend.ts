import type { BackendModule, ReadCallback } from 'i18next';
import { FALLBACK_LANGUAGE } from './translation-namespaces';
import { getTranslationsOrigin } from './translations-origin';

export type TranslationsFetch = (url: string) => Promise<Pick<Response, 'status' | 'ok' | 'json'>>;

export interface TranslationsBackendOptions {
  /** Where `{lng}/{ns}.json` live; the page's origin (set by the shell) when left out. */
  translationsOrigin?: string;
  fetch?: TranslationsFetch;
}

const browserFetch: TranslationsFetch = (url) => fetch(url, { credentials: 'same-origin' });

/**
 * Loads `{origin}/{lng}/{ns}.json`. English is bundled and never fetched. The second argument of the
 * callback tells i18next whether a retry could help: a network failure or 5xx may, a 404 will not.
 */
export function translationsBackend({
  translationsOrigin,
  fetch: fetchImpl = browserFetch,
}: TranslationsBackendOptions = {}) {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === FALLBACK_LANGUAGE) return callback(null, {});
      const origin = (translationsOrigin ?? getTranslationsOrigin()).replace(/\/+$/, '');
      Promise.resolve(`${origin}/${language}/${namespace}.json`)
        .then(fetchImpl)
        .then(async (response) => {
          if (response.ok) return callback(null, await response.json());
          callback(`Translations answered ${response.status}`, response.status >= 500);
        })
        .catch((error: unknown) => callback(String(error), true));
    },
  };
  return backend;
}
