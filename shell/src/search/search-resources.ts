import search from '../locales/en/search.json';

/** The `search` namespace; the shell merges it into its i18next resources. */
export const searchResources = { search } as const;
