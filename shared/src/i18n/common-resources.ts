import common from './locales/en/common.json';
import components from './locales/en/components.json';

/** The `common` and `components` namespaces, merged into every app's own i18next resources. */
export const commonResources = { en: { common, components } } as const;
