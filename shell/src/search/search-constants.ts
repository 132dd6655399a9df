/** Spec §9: the global search's limits. */
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_HITS_EMPTY = 4;
export const SEARCH_HITS_WITH_QUERY = 50;
export const SEARCH_KEY_CACHE_MS = 55 * 60 * 1000;

/** The mock API accepts any application id; the real provider's comes from configuration. */
export const SEARCH_APP_ID = 'laurel';
// The browser client gives up after about a second by default, too soon for a busy dev machine.
export const SEARCH_CONNECT_TIMEOUT_MS = 5_000;
export const SEARCH_READ_TIMEOUT_MS = 10_000;

export const HELP_CENTER_URL = 'https://help.laurel.example/';

export const recognitionPath = (id: number) => `/bonuses/${id}`;
