/** Recognition §9: people are looked up after typing settles. */
export const RECIPIENT_LOOKUP_DEBOUNCE_MS = 800;
/** Recognition §9: after this long a lookup says it is taking too long. */
export const SLOW_LOADING_MS = 3000;
export const RECIPIENT_OPTIONS_MAX = 20;
/** The incentives the recipients may claim are looked up once the chosen recipients settle. */
export const INCENTIVE_LOOKUP_DEBOUNCE_MS = 400;
