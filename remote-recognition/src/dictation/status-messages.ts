import { STATUS_CYCLE_MS, STATUS_HIDE_AT_MS, STATUS_MESSAGE_COUNTS, STATUS_SHOW_AT_MS } from './dictation-constants';

export type StatusPhase = keyof typeof STATUS_MESSAGE_COUNTS;

/**
 * Which status message shows this long into a phase (recognition §9): one per 10 s cycle, in turn
 * through the phase's set, visible from second 2 to second 7 of its cycle; null in between.
 */
export function statusMessageAt(phase: StatusPhase, elapsedMs: number): number | null {
  const intoCycle = elapsedMs % STATUS_CYCLE_MS;
  if (elapsedMs < 0 || intoCycle < STATUS_SHOW_AT_MS || intoCycle >= STATUS_HIDE_AT_MS) return null;
  return Math.floor(elapsedMs / STATUS_CYCLE_MS) % STATUS_MESSAGE_COUNTS[phase];
}
