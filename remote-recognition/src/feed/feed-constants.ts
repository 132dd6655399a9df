/** A card's height before it is measured: near a text-only card, so the first layout barely moves. */
export const ESTIMATED_CARD_HEIGHT_PX = 280;

/** Rows rendered beyond each edge of the window. */
export const FEED_OVERSCAN_ROWS = 3;

/** The next page loads once the last rendered row is this close to the end of what is loaded. */
export const NEXT_PAGE_THRESHOLD_ROWS = 5;

export const SKELETON_CARD_COUNT = 3;

/** What the add-reaction picker offers. */
export const QUICK_REACTIONS = ['👍', '❤️', '🎉', '👏', '🙌', '😂'] as const;
