/** As the other search boxes of the product wait (programs §9 user picker search). */
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 300;
/** Grey cards shown while a page of the grid loads. */
export const SKELETON_CARD_COUNT = 12;
