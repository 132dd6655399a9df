import { EMPTY_RANGE, orderRange, type DateRange } from './date-range';

/** idle: no selection under way; selectEnd: the start is fixed and the end follows the pointer. */
export type RangePhase = 'idle' | 'selectEnd';

export interface RangeState {
  open: boolean;
  phase: RangePhase;
  /** The draft shown in the open picker; in selectEnd only the start is set. */
  range: DateRange;
  /** The tentative end while selecting. */
  hovered: Date | null;
}

/** `disabled` is the caller's rule applied to the cell, so the reducer stays pure. */
export type RangeAction =
  | { type: 'open'; value: DateRange }
  | { type: 'close' }
  | { type: 'click'; date: Date; disabled: boolean }
  | { type: 'hover'; date: Date; disabled: boolean }
  | { type: 'clear' };

export function initialRangeState(value: DateRange): RangeState {
  return { open: false, phase: 'idle', range: value, hovered: null };
}

export function rangeReducer(state: RangeState, action: RangeAction): RangeState {
  switch (action.type) {
    case 'open':
      return { open: true, phase: 'idle', range: action.value, hovered: null };
    case 'close':
      return { ...state, open: false, phase: 'idle', hovered: null };
    case 'clear':
      return { ...state, phase: 'idle', range: EMPTY_RANGE, hovered: null };
    case 'click':
      if (action.disabled) return state;
      if (state.phase === 'idle') {
        return { ...state, phase: 'selectEnd', range: [action.date, null], hovered: action.date };
      }
      return { ...state, phase: 'idle', range: orderRange([state.range[0], action.date]), hovered: null };
    case 'hover':
      if (state.phase !== 'selectEnd' || action.disabled) return state;
      return { ...state, hovered: action.date };
  }
}

/** What the calendar highlights: while selecting, the start up to the tentative end, earliest first. */
export function displayedRange(state: RangeState): DateRange {
  if (state.phase === 'idle') return state.range;
  const [start] = state.range;
  return orderRange([start, state.hovered ?? start]);
}

/** What Apply hands on: a single click counts as a range of that one day (or month). */
export function draftToApply(state: RangeState): DateRange {
  if (state.phase === 'idle') return state.range;
  const [start] = state.range;
  return [start, start];
}
