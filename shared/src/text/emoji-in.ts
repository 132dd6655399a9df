import { emojiForShortcode } from './emoji-shortcodes';
import { registerEmojiTable, type EmojiOfText } from './emoji-table';
import { parseRecognitionText as parseWithKnownEmoji } from './parse-recognition-text';
import { recognitionPreviewText as previewWithKnownEmoji } from './token-queries';

// Whoever imports the table has it at hand: each function here makes it the fallback first.

/** `parseRecognitionText` with the whole shortcode table. */
export function parseRecognitionText(text: string, known?: EmojiOfText) {
  registerEmojiTable(emojiForShortcode);
  return parseWithKnownEmoji(text, known);
}

/** `recognitionPreviewText` with the whole shortcode table. */
export function recognitionPreviewText(text: string) {
  registerEmojiTable(emojiForShortcode);
  return previewWithKnownEmoji(text);
}

/** The emoji of each shortcode in `text`, as the API sends them beside the text. */
export function emojiIn(text: string): EmojiOfText {
  const emoji: Record<string, string> = {};
  for (const token of parseRecognitionText(text)) if (token.type === 'emoji') emoji[token.raw] = token.value;
  return emoji;
}
