import { loadedEmojiTable, type EmojiOfText } from './emoji-table';
import type { RecognitionToken } from './recognition-token';
import type { SkinTone } from './skin-tone';

/*
 * Grammar (spec §5), each sigil only at the start of the text or after a character that is not
 * a letter, digit, mark or underscore (so e-mail addresses, "R&D" and "C#" stay text):
 * - mention `@name`, user tag `&name`: letters, digits, `.`, `_`, `-`, not ending in `.` or `-`;
 * - hashtag `#tag`: letters (accented too), digits, `_`, `.`, `-` and `'`, not ending in `.`, `-` or `'`
 *   (so "for #OwnIt." ends the tag before the full stop);
 * - amount `+N`: a positive whole number, no leading zero, not followed by a letter, digit,
 *   or a decimal part (`+1.5`, `+1,000` stay text); only the first one in the text counts;
 * - emoji `:shortcode:`, toned by `:skin-tone-N:` right after it or a `_toneN` suffix (N 1–5);
 * - markdown images `![alt](url)` are dropped.
 */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_]$/u;
const NAME = /[@&]([\p{L}\p{N}\p{M}_](?:[\p{L}\p{N}\p{M}._-]*[\p{L}\p{N}\p{M}_])?)/uy;
const HASHTAG = /#([\p{L}\p{N}\p{M}_](?:[\p{L}\p{N}\p{M}_.'-]*[\p{L}\p{N}\p{M}_])?)/uy;
const AMOUNT = /\+([1-9]\d*)(?![\p{L}\p{N}\p{M}_]|[.,]\d)/uy;
const EMOJI = /:([a-z0-9_+-]+):(?::skin-tone-([1-5]):)?/iy;
const TONE_SUFFIX = /^(.+)_tone([1-5])$/;
const IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/y;

/** A token, or `text` kept as typed, or neither: the characters are dropped (images). */
type Match = { token?: RecognitionToken; text?: string; length: number };

function matchAt(pattern: RegExp, input: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(input);
}

function emojiFromTable(shortcode: string, tone: string | undefined): string | undefined {
  const emojiFor = loadedEmojiTable();
  if (!emojiFor) return undefined;
  const suffixed = TONE_SUFFIX.exec(shortcode);
  return (
    emojiFor(shortcode, tone ? (Number(tone) as SkinTone) : undefined) ??
    (suffixed && !tone ? emojiFor(suffixed[1] ?? '', Number(suffixed[2]) as SkinTone) : undefined)
  );
}

function emojiAt(input: string, index: number, known: EmojiOfText | undefined): Match | null {
  const match = matchAt(EMOJI, input, index);
  if (!match) return null;
  const [raw, shortcode = '', tone] = match;
  const value = known?.[raw] ?? emojiFromTable(shortcode, tone);
  // An unknown shortcode stays text, whole: a `+5` inside it is never the amount.
  return value ? { token: { type: 'emoji', raw, value }, length: raw.length } : { text: raw, length: raw.length };
}

function tokenAt(input: string, index: number, amountTaken: boolean, known?: EmojiOfText): Match | null {
  const sigil = input[index];
  if (sigil === '!') {
    const image = matchAt(IMAGE, input, index);
    return image ? { length: image[0].length } : null;
  }
  if (sigil === ':') return emojiAt(input, index, known);
  if (WORD_CHAR.test(input.slice(Math.max(0, index - 2), index))) return null;
  if (sigil === '@' || sigil === '&') {
    const match = matchAt(NAME, input, index);
    const type = sigil === '@' ? 'mention' : 'user_tag';
    return match ? { token: { type, raw: match[0], value: match[1] ?? '' }, length: match[0].length } : null;
  }
  if (sigil === '#') {
    const match = matchAt(HASHTAG, input, index);
    return match ? { token: { type: 'hashtag', raw: match[0], value: match[1] ?? '' }, length: match[0].length } : null;
  }
  if (sigil === '+' && !amountTaken) {
    const match = matchAt(AMOUNT, input, index);
    const value = Number(match?.[1]);
    return match && Number.isSafeInteger(value)
      ? { token: { type: 'amount', raw: match[0], value }, length: match[0].length }
      : null;
  }
  return null;
}

/**
 * Splits a recognition reason into text and the tokens of spec §5; adjacent text is merged. Emoji come
 * from `known` (as the API sent them) or the shortcode table once loaded; until then a shortcode is text.
 */
export function parseRecognitionText(input: string, known?: EmojiOfText): RecognitionToken[] {
  const tokens: RecognitionToken[] = [];
  let text = '';
  let amountTaken = false;
  let index = 0;
  while (index < input.length) {
    const match = tokenAt(input, index, amountTaken, known);
    if (!match) {
      text += input[index];
      index += 1;
      continue;
    }
    index += match.length;
    if (match.text) text += match.text;
    if (!match.token) continue;
    if (text) tokens.push({ type: 'text', raw: text, value: text });
    text = '';
    if (match.token.type === 'amount') amountTaken = true;
    tokens.push(match.token);
  }
  if (text) tokens.push({ type: 'text', raw: text, value: text });
  return tokens;
}

/** The input again, minus the stripped images. */
export function serializeTokens(tokens: readonly RecognitionToken[]): string {
  return tokens.map((token) => token.raw).join('');
}

/**
 * Whether only the table can say what the text's shortcodes are. What the API resolved is the whole
 * answer: a shortcode missing from it is no emoji.
 */
export function needsEmojiTable(input: string, known?: EmojiOfText): boolean {
  return known === undefined && new RegExp(EMOJI.source, 'i').test(input);
}
