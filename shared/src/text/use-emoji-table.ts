import { useSyncExternalStore } from 'react';
import { loadEmojiTable, loadedEmojiTable, onEmojiTable, type EmojiFor } from './emoji-table';

/** The shortcode table, re-rendering the caller once it arrives; asks for it when `needed`. */
export function useEmojiTable(needed: boolean): EmojiFor | undefined {
  const loaded = useSyncExternalStore(onEmojiTable, loadedEmojiTable, loadedEmojiTable);
  if (needed && !loaded) void loadEmojiTable();
  return loaded;
}
