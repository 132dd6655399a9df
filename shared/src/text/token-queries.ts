import { parseRecognitionText } from './parse-recognition-text';
import type { RecognitionToken } from './recognition-token';

function uniqueValuesOf(text: string, type: 'mention' | 'user_tag' | 'hashtag'): string[] {
  const values = parseRecognitionText(text)
    .filter((token): token is Extract<RecognitionToken, { type: typeof type }> => token.type === type)
    .map((token) => token.value);
  return [...new Set(values)];
}

/** The points of the first valid `+N`, or null when the text gives none. */
export function firstAmount(text: string): number | null {
  const amount = parseRecognitionText(text).find((token) => token.type === 'amount');
  return amount ? amount.value : null;
}

/** Hashtags without `#`, each once, in order of first appearance. */
export const hashtagsOf = (text: string): string[] => uniqueValuesOf(text, 'hashtag');

/** `@` mentions without the sigil, each once, in order of first appearance. */
export const mentionsOf = (text: string): string[] => uniqueValuesOf(text, 'mention');

/** `&` user tags without the sigil, each once, in order of first appearance. */
export const userTagsOf = (text: string): string[] => uniqueValuesOf(text, 'user_tag');

/** The reason as one line of plain text for previews: emoji shown, images gone, sigils kept. */
export const recognitionPreviewText = (text: string): string =>
  parseRecognitionText(text)
    .map((token) => (token.type === 'emoji' ? token.value : token.raw))
    .join('');
