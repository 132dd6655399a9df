import type { Trigger } from './trigger-at-caret';
import { requiresSelection } from './suggestion-kinds';

/** Where a trigger sits in the document: the text node and the trigger found in it. */
export interface AnchoredTrigger extends Trigger {
  /** Identifies the text node, e.g. its slate path joined. */
  node: string;
}

export interface PopupState<Option> {
  trigger: AnchoredTrigger | null;
  options: readonly Option[];
  highlighted: number;
  /** The token Escape hid; it stays hidden until the caret leaves it. */
  hiddenToken: string | null;
}

export type PopupEvent<Option> =
  | { type: 'caret'; trigger: AnchoredTrigger | null }
  | { type: 'options'; options: readonly Option[] }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'escape' }
  | { type: 'picked' };

export const closedPopup = <Option>(): PopupState<Option> => ({
  trigger: null,
  options: [],
  highlighted: 0,
  hiddenToken: null,
});

const tokenKey = (trigger: AnchoredTrigger) => `${trigger.node}:${trigger.start}`;

const sameToken = (a: AnchoredTrigger | null, b: AnchoredTrigger | null) =>
  a !== null && b !== null && tokenKey(a) === tokenKey(b) && a.kind === b.kind;

/** Whether the popup shows: a trigger at the caret that Escape has not hidden. */
export const isPopupOpen = <Option>(state: PopupState<Option>) =>
  state.trigger !== null && state.hiddenToken !== tokenKey(state.trigger);

/** Spec §4 suggestion popup: caret-bound, Escape hides, arrows wrap, a pick closes. */
export function popupReducer<Option>(state: PopupState<Option>, event: PopupEvent<Option>): PopupState<Option> {
  switch (event.type) {
    case 'caret': {
      if (!event.trigger) return closedPopup();
      if (sameToken(state.trigger, event.trigger)) return { ...state, trigger: event.trigger };
      return { ...closedPopup<Option>(), trigger: event.trigger };
    }
    case 'options':
      return { ...state, options: event.options, highlighted: 0 };
    case 'move': {
      const count = state.options.length;
      if (count === 0) return state;
      return { ...state, highlighted: (state.highlighted + event.by + count) % count };
    }
    case 'escape':
      return state.trigger ? { ...state, hiddenToken: tokenKey(state.trigger) } : state;
    case 'picked':
      return closedPopup();
  }
}

/**
 * What closing the popup without a click leaves (spec §4): the single earlier result when the
 * token must name someone, otherwise the typed query as plain text.
 */
export function optionOnLeave<Option>(state: PopupState<Option>, next: AnchoredTrigger | null): Option | null {
  const { trigger, options } = state;
  if (!trigger || sameToken(trigger, next) || !requiresSelection(trigger.kind)) return null;
  if (trigger.query === '' || options.length !== 1) return null;
  return options[0] ?? null;
}
