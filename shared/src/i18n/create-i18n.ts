import i18next, { type i18n, type Resource } from 'i18next';

export const DEFAULT_LANGUAGE = 'en';

/** Each app owns one i18next instance over its own namespaces; English is the fallback. */
export function createI18n(resources: Resource, defaultNS: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
