/** The five suggestion popups of spec §2, by the sigil that opens them. */
export type SuggestionKind = 'amount' | 'hashtag' | 'recipient' | 'mention' | 'emoji';

export const SIGIL_OF: Record<SuggestionKind, string> = {
  amount: '+',
  hashtag: '#',
  recipient: '@',
  mention: '&',
  emoji: ':',
};

/** Spec §9: people are looked up after typing settles; amounts and hashtags are local and instant. */
export const LOOKUP_DEBOUNCE_MS = 800;
export const DEBOUNCE_MS_OF: Record<SuggestionKind, number> = {
  amount: 0,
  hashtag: 0,
  recipient: LOOKUP_DEBOUNCE_MS,
  mention: LOOKUP_DEBOUNCE_MS,
  emoji: 0,
};

/** Recipients and mentions must name someone: on close, a single earlier result is inserted. */
export const requiresSelection = (kind: SuggestionKind) => kind === 'recipient' || kind === 'mention';
