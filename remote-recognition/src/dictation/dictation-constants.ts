/** Recognition §9: the visualizer's 40 bars, their floor and full scale (Int16 RMS), redrawn at most every 50 ms. */
export const VISUALIZER_BAR_COUNT = 40;
export const VISUALIZER_MIN_LEVEL = 50;
export const VISUALIZER_MAX_SCALE = 2000;
export const VISUALIZER_THROTTLE_MS = 50;

/** Recognition §9: status messages rotate on a 10 s cycle, shown from second 2 to second 7. */
export const STATUS_CYCLE_MS = 10_000;
export const STATUS_SHOW_AT_MS = 2000;
export const STATUS_HIDE_AT_MS = 7000;
export const STATUS_MESSAGE_COUNTS = { starting: 5, recording: 10, stopping: 5 } as const;
