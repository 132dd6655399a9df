/** A token whose `exp` is this close to now is refreshed before use. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 5;
/** Callers without a token give up with a 401 after this long. */
export const TOKEN_WAIT_TIMEOUT_MS = 20_000;
export const WIDGET_TOKEN_COOKIE = 'laurel_widget_jwt';
export const WIDGET_TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
