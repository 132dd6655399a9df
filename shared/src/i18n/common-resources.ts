import type { i18n } from 'i18next';
import common from './locales/en/common.json';
import components from './locales/en/components.json';
import errors from './locales/en/errors.json';

/** The `common` and `components` namespaces, merged into every app's own i18next resources. */
export const commonResources = { en: { common, components } } as const;

/** `common`'s `errors` (errors.json is `{ "errors": … }`): the platform's statuses, which `createI18n` adds to every instance. */
export const addPlatformErrors = (instance: i18n): void => {
  instance.addResourceBundle('en', 'common', errors, true, false);
};
