import seasonal from '../locales/en/seasonal.json';

/** The `seasonal` namespace; the shell merges it into its i18next resources. */
export const seasonalResources = { seasonal } as const;
