/** The colleague search waits for a pause in typing, as the audience option search does. */
export const NOMINEE_SEARCH_DEBOUNCE_MS = 250;
export const NOMINATE_MODAL_WIDTH_PX = 600;
