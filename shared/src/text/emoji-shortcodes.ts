import githubShortcodes from 'emojibase-data/en/shortcodes/github.json';
import type { SkinTone } from './skin-tone';

export type { SkinTone };

const FIRST_SKIN_TONE_CODE_POINT = 0x1f3fb;
const VARIATION_SELECTOR_16 = 0xfe0f;
const MODIFIER_BASE = /^\p{Emoji_Modifier_Base}$/u;
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u;

let emojiByShortcode: Map<string, readonly number[]> | undefined;

function lookup(): Map<string, readonly number[]> {
  if (!emojiByShortcode) {
    emojiByShortcode = new Map();
    for (const [hexcode, shortcodes] of Object.entries(githubShortcodes)) {
      const codePoints = hexcode.split('-').map((hex) => parseInt(hex, 16));
      for (const shortcode of Array.isArray(shortcodes) ? shortcodes : [shortcodes]) {
        emojiByShortcode.set(shortcode, codePoints);
      }
    }
  }
  return emojiByShortcode;
}

function withSkinTone(codePoints: readonly number[], tone: SkinTone): readonly number[] {
  const [first, ...rest] = codePoints;
  if (first === undefined || !MODIFIER_BASE.test(String.fromCodePoint(first))) return codePoints;
  const afterBase = rest[0] === VARIATION_SELECTOR_16 ? rest.slice(1) : rest;
  return [first, FIRST_SKIN_TONE_CODE_POINT + tone - 1, ...afterBase];
}

/**
 * The emoji for a GitHub shortcode (without colons), or undefined when unknown.
 * A tone is applied to the first code point only, and only when it accepts one.
 */
export function emojiForShortcode(shortcode: string, tone?: SkinTone): string | undefined {
  const codePoints = lookup().get(shortcode.toLowerCase());
  if (!codePoints) return undefined;
  const toned = tone ? withSkinTone(codePoints, tone) : codePoints;
  const emoji = String.fromCodePoint(...toned);
  // A lone symbol such as ❤ or ™ renders as text unless asked for emoji presentation.
  return toned.length === 1 && !EMOJI_PRESENTATION.test(emoji) ? emoji + '\uFE0F' : emoji;
}

let shortcodesShortestFirst: readonly string[] | undefined;

/** Up to `limit` shortcodes starting with `prefix`, shortest first, for the `:` suggestion popup. */
export function shortcodesStartingWith(prefix: string, limit: number): { shortcode: string; emoji: string }[] {
  shortcodesShortestFirst ??= [...lookup().keys()].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const wanted = prefix.toLowerCase();
  const found: { shortcode: string; emoji: string }[] = [];
  for (const shortcode of shortcodesShortestFirst) {
    if (found.length === limit) break;
    if (shortcode.startsWith(wanted)) found.push({ shortcode, emoji: emojiForShortcode(shortcode) ?? '' });
  }
  return found;
}
