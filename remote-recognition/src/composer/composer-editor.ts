import { createEditor, Editor, Node, Range, Text, Transforms, type Path } from 'slate';
import { withHistory } from 'slate-history';
import { ReactEditor, withReact } from 'slate-react';
import { triggerAt } from './trigger-at-caret';
import type { AnchoredTrigger } from './suggestion-popup-state';
import { chip, type ChipElement } from './composer-model';

/** Chips are inline voids: the caret steps over them and they delete as one. */
function withChips(editor: Editor): Editor {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type !== 'paragraph' || isInline(element);
  editor.isVoid = (element) => element.type !== 'paragraph' || isVoid(element);
  return editor;
}

export const createComposerEditor = (): Editor => withChips(withHistory(withReact(createEditor())));

const pathOf = (trigger: AnchoredTrigger): Path => trigger.node.split(',').map(Number);

/** The trigger token the caret is at the end of, anchored to its text node. */
export function anchoredTriggerAt(editor: Editor): AnchoredTrigger | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const { path, offset } = selection.anchor;
  if (!Node.has(editor, path)) return null;
  const node = Node.get(editor, path);
  if (!Text.isText(node)) return null;
  const trigger = triggerAt(node.text.slice(0, offset));
  return trigger && { ...trigger, node: path.join(',') };
}

/** The token's range, or null when the text there is no longer the token (it was edited away). */
export function tokenRange(editor: Editor, trigger: AnchoredTrigger): Range | null {
  const path = pathOf(trigger);
  if (!Node.has(editor, path)) return null;
  const node = Node.get(editor, path);
  const length = trigger.query.length + 1;
  if (!Text.isText(node) || node.text.length < trigger.start + length) return null;
  const sigilAndQuery = node.text.slice(trigger.start, trigger.start + length);
  if (sigilAndQuery.slice(1) !== trigger.query) return null;
  return { anchor: { path, offset: trigger.start }, focus: { path, offset: trigger.start + length } };
}

export type Replacement = { text: string } | { chip: ChipElement['type']; recipient: ChipElement['recipient'] };

/**
 * Puts the pick in place of the token; the caret ends after it, or stays where it was when asked.
 * False when the token is no longer there to replace.
 */
export function replaceToken(
  editor: Editor,
  trigger: AnchoredTrigger,
  replacement: Replacement,
  keepCaret = false,
): boolean {
  const range = tokenRange(editor, trigger);
  if (!range) return false;
  const caret = keepCaret && editor.selection ? Editor.pointRef(editor, editor.selection.anchor) : null;
  Transforms.select(editor, range);
  if ('text' in replacement) {
    Transforms.insertText(editor, `${replacement.text} `);
  } else {
    Transforms.insertNodes(editor, chip(replacement.chip, replacement.recipient));
    Transforms.move(editor);
    if (!caret) Transforms.insertText(editor, ' ');
  }
  const kept = caret?.unref();
  if (kept) Transforms.select(editor, kept);
  return true;
}

/** A tool button's sigil, typed at the caret (or the end) with a space before it when needed. */
export function insertSigil(editor: Editor, sigil: string) {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const before = editor.selection ? Editor.before(editor, editor.selection.anchor, { unit: 'character' }) : undefined;
  const previous =
    before && editor.selection ? Editor.string(editor, { anchor: before, focus: editor.selection.anchor }) : '';
  Transforms.insertText(editor, previous === '' || /\s/.test(previous) ? sigil : ` ${sigil}`);
  ReactEditor.focus(editor);
}

/** Replaces a group chip by a chip per member (spec §2 "expand group"). */
export function expandGroupChip(editor: Editor, element: ChipElement, members: readonly ChipElement['recipient'][]) {
  const path = ReactEditor.findPath(editor, element);
  Transforms.removeNodes(editor, { at: path });
  const chips = members.flatMap((member) => [chip('recipient', member), { text: ' ' }]);
  Transforms.insertNodes(editor, chips, { at: path });
}
