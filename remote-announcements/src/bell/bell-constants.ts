/** Recognition §9: the list is read again this often while a page is open. */
export const NOTIFICATIONS_REFRESH_INTERVAL_MS = 60_000;
/** Recognition §9: the popover's width; below it, the popover takes the screen's width. */
export const NOTIFICATION_POPOVER_WIDTH_PX = 450;
/** A badge beyond this reads "99+". */
export const BADGE_MAX_COUNT = 99;
