import type { RecipientResult } from '@laurel/shared/recognition';
import type { SuggestionKind } from './suggestion-kinds';

export type SuggestionOption =
  | { kind: 'amount'; amount: number }
  | { kind: 'hashtag'; hashtag: string; description?: string }
  | { kind: 'emoji'; shortcode: string; emoji: string }
  | { kind: 'recipient' | 'mention'; recipient: RecipientResult };

export type SuggestionStatus = 'loading' | 'slow' | 'ready' | 'error';

export interface SuggestionSource {
  kind: SuggestionKind | null;
  status: SuggestionStatus;
  options: readonly SuggestionOption[];
}

/** What a pick writes in place of its token. */
export function replacementFor(option: SuggestionOption) {
  switch (option.kind) {
    case 'amount':
      return { text: `+${option.amount}` };
    case 'hashtag':
      return { text: `#${option.hashtag}` };
    case 'emoji':
      return { text: `:${option.shortcode}:` };
    default:
      return { chip: option.kind, recipient: option.recipient };
  }
}

export const optionKey = (option: SuggestionOption): string => {
  switch (option.kind) {
    case 'amount':
      return `amount-${option.amount}`;
    case 'hashtag':
      return `hashtag-${option.hashtag}`;
    case 'emoji':
      return `emoji-${option.shortcode}`;
    default:
      return `${option.kind}-${option.recipient.group_type ? 'group' : 'user'}-${option.recipient.id}`;
  }
};
