import { Text, type NodeEntry, type Range } from 'slate';
import { parseRecognitionText } from '@laurel/shared/emoji';

export type DecoratedToken = 'amount' | 'hashtag' | 'emoji';

const DECORATED = new Set<string>(['amount', 'hashtag', 'emoji']);

/** Ranges of the amount, hashtags and emoji typed in a text node, so the editor can colour them. */
export function tokenDecorations([node, path]: NodeEntry): (Range & { token: DecoratedToken })[] {
  if (!Text.isText(node)) return [];
  const ranges: (Range & { token: DecoratedToken })[] = [];
  let offset = 0;
  for (const token of parseRecognitionText(node.text)) {
    if (DECORATED.has(token.type)) {
      ranges.push({
        anchor: { path, offset },
        focus: { path, offset: offset + token.raw.length },
        token: token.type as DecoratedToken,
      });
    }
    offset += token.raw.length;
  }
  return ranges;
}
