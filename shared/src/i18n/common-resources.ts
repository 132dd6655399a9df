import common from './locales/en/common.json';
import components from './locales/en/components.json';
import errors from './locales/en/errors.json';

/** The `common`, `components` and `errors` namespaces, merged into every app's own i18next resources. */
export const commonResources = { en: { common, components, errors } } as const;
