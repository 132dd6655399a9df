import common from './locales/en/common.json';

/** The `common` namespace, merged into every app's own i18next resources. */
export const commonResources = { en: { common } } as const;
