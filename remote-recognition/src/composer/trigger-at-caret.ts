import type { SuggestionKind } from './suggestion-kinds';

/** A trigger token that ends at the caret: its kind, what was typed after the sigil, and where it starts. */
export interface Trigger {
  kind: SuggestionKind;
  query: string;
  /** Offset of the sigil in the text before the caret. */
  start: number;
}

const KIND_OF_SIGIL: Record<string, SuggestionKind> = {
  '+': 'amount',
  '#': 'hashtag',
  '@': 'recipient',
  '&': 'mention',
  ':': 'emoji',
};

// Each sigil opens a token only at the start or after a non-word character, as the parser reads it.
const TOKEN_AT_END = /(?:^|[^\p{L}\p{N}\p{M}_])([+#@&:])([^\s+#@&:]*)$/u;
const QUERY_OF: Record<SuggestionKind, RegExp> = {
  amount: /^\d*$/,
  hashtag: /^[\p{L}\p{N}\p{M}_.'-]*$/u,
  recipient: /^[\p{L}\p{N}\p{M}_.-]*$/u,
  mention: /^[\p{L}\p{N}\p{M}_.-]*$/u,
  // Emoji open after two characters, so times like 10:30 and a lone ':' stay quiet.
  emoji: /^[a-z0-9_+-]{2,}$/i,
};

/** The trigger token the caret sits at the end of, or null (spec §4 suggestion popup). */
export function triggerAt(textBeforeCaret: string): Trigger | null {
  const match = TOKEN_AT_END.exec(textBeforeCaret);
  if (!match) return null;
  const [, sigil = '', query = ''] = match;
  const kind = KIND_OF_SIGIL[sigil];
  if (!kind || !QUERY_OF[kind].test(query)) return null;
  return { kind, query, start: textBeforeCaret.length - query.length - 1 };
}
