import common from './locales/en/common.json';
import components from './locales/en/components.json';
import { errorsEnglish } from './api-error-message';

/** The `common`, `components` and `errors` namespaces, merged into every app's own i18next resources. */
export const commonResources = { en: { common, components, errors: errorsEnglish } } as const;
