import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { RecipientResult } from '@laurel/shared/recognition';
import type { DecoratedToken } from './token-decorations';

/** A chosen person or group (`@`) or a person mentioned without receiving (`&`): an inline chip. */
export interface ChipElement {
  type: 'recipient' | 'mention';
  recipient: RecipientResult;
  children: [{ text: '' }];
}

export interface ParagraphElement {
  type: 'paragraph';
  children: (ChipElement | { text: string })[];
}

export type ComposerElement = ParagraphElement | ChipElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ComposerElement;
    Text: { text: string; token?: DecoratedToken };
  }
}

export const emptyValue = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];

export const chip = (type: ChipElement['type'], recipient: RecipientResult): ChipElement => ({
  type,
  recipient,
  children: [{ text: '' }],
});

/** A value holding the given text in one paragraph per line, with chips first when given. */
export function valueOf(text: string, recipients: readonly RecipientResult[] = []): Descendant[] {
  const lines = text.split('\n');
  const chips = recipients.flatMap((recipient) => [chip('recipient', recipient), { text: ' ' }]);
  return lines.map((line, index) => ({
    type: 'paragraph' as const,
    children: index === 0 && chips.length > 0 ? [{ text: '' }, ...chips, { text: line }] : [{ text: line }],
  }));
}
