/** Recognition §9: the popover's width; below it, the popover takes the screen's width. */
export const NOTIFICATION_POPOVER_WIDTH_PX = 450;
