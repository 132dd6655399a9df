import {
  VISUALIZER_BAR_COUNT,
  VISUALIZER_MAX_SCALE,
  VISUALIZER_MIN_LEVEL,
  VISUALIZER_THROTTLE_MS,
} from './dictation-constants';

/** The loudness of some samples (Int16 RMS), never below the floor, so silence still shows low bars. */
export function levelOf(samples: Int16Array): number {
  if (samples.length === 0) return VISUALIZER_MIN_LEVEL;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.max(VISUALIZER_MIN_LEVEL, Math.sqrt(sum / samples.length));
}

/** A bar's height as a share of the full height: the level over the scale, at most 1. */
export const barHeightOf = (level: number) => Math.min(1, Math.max(VISUALIZER_MIN_LEVEL, level) / VISUALIZER_MAX_SCALE);

/** The bars, newest last: the last 40 levels, padded with the floor at the start. */
export function barsAfter(bars: readonly number[], level: number): number[] {
  const next = [...bars, level].slice(-VISUALIZER_BAR_COUNT);
  return [...Array<number>(VISUALIZER_BAR_COUNT - next.length).fill(VISUALIZER_MIN_LEVEL), ...next];
}

/** Whether a redraw may happen now: at most one per 50 ms. */
export function createRedrawThrottle(intervalMs = VISUALIZER_THROTTLE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
