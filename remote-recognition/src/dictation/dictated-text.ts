import { Editor, Transforms, type PointRef } from 'slate';

/** Where the dictated text sits in the message, so the raw/rephrased switch replaces just it. */
export interface DictatedSpan {
  start: PointRef;
  end: PointRef;
}

const writeAt = (editor: Editor, text: string): DictatedSpan => {
  // Backward: text written at the start point leaves the point before it.
  const start = Editor.pointRef(editor, editor.selection!.anchor, { affinity: 'backward' });
  Transforms.insertText(editor, text);
  return { start, end: Editor.pointRef(editor, editor.selection!.anchor) };
};

/** Writes the dictated text at the caret (or the end), a space apart from the words around it. */
export function insertDictatedText(editor: Editor, text: string): DictatedSpan {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  Transforms.collapse(editor, { edge: 'end' });
  const caret = editor.selection!.anchor;
  const before = Editor.before(editor, caret, { unit: 'character' });
  const previous = before ? Editor.string(editor, { anchor: before, focus: caret }) : '';
  if (previous !== '' && !/\s/.test(previous)) Transforms.insertText(editor, ' ');
  const after = Editor.after(editor, editor.selection!.anchor, { unit: 'character' });
  const next = after ? Editor.string(editor, { anchor: editor.selection!.anchor, focus: after }) : '';
  if (next !== '' && !/\s/.test(next)) {
    Transforms.insertText(editor, ' ');
    Transforms.move(editor, { reverse: true });
  }
  return writeAt(editor, text);
}

/** Puts `text` in place of the span; false when the span is gone. */
export function replaceDictatedText(editor: Editor, span: DictatedSpan, text: string): DictatedSpan | null {
  const anchor = span.start.current;
  const focus = span.end.current;
  releaseDictatedSpan(span);
  if (!anchor || !focus) return null;
  Transforms.select(editor, { anchor, focus });
  return writeAt(editor, text);
}

export function releaseDictatedSpan(span: DictatedSpan) {
  span.start.unref();
  span.end.unref();
}
