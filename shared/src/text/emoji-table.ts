import type { SkinTone } from './skin-tone';

/** The emoji for a shortcode (and tone), or undefined when unknown. */
export type EmojiFor = (shortcode: string, tone?: SkinTone) => string | undefined;

/** The emoji of each `:shortcode:` in one text, keyed by the shortcode as typed; the API sends it with the text. */
export type EmojiOfText = Readonly<Record<string, string>>;

let table: EmojiFor | undefined;
const listeners = new Set<() => void>();

/** Makes the table every parse's fallback, and wakes the texts waiting for it. */
export function registerEmojiTable(emojiFor: EmojiFor) {
  if (table === emojiFor) return;
  table = emojiFor;
  for (const listener of listeners) listener();
}

/** The shortcode table when its module has loaded; the first paint of a feed goes without it. */
export const loadedEmojiTable = (): EmojiFor | undefined => table;

// The table (~16 KiB gzip) comes with the composer, or here when a text holds emoji the API did not resolve.
export const loadEmojiTable = () =>
  import('./emoji-shortcodes').then(({ emojiForShortcode }) => registerEmojiTable(emojiForShortcode));

/** Calls `listener` when the table arrives; returns the unsubscribe. */
export function onEmojiTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
