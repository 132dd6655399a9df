import { useCallback, useMemo, type KeyboardEvent } from 'react';
import { createEditor, Editor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderLeafProps } from 'slate-react';
import {
  asParagraphs,
  asSlateValue,
  DESCRIPTION_MARKS,
  type DescriptionMark,
  type DescriptionParagraph,
  type DescriptionText,
} from './description-value';
import styles from './DescriptionEditor.module.css';

const SHORTCUT_MARKS: Readonly<Record<string, DescriptionMark>> = { b: 'bold', i: 'italic', u: 'underline' };

export interface DescriptionEditorProps {
  id: string;
  label: string;
  /** The toolbar's name and each mark's button, in the page's language. */
  formattingLabel: string;
  markLabels: Readonly<Record<DescriptionMark, string>>;
  initialValue: DescriptionParagraph[];
  describedBy?: string;
  invalid: boolean;
  onChange: (value: DescriptionParagraph[]) => void;
}

const isMarkActive = (editor: Editor, mark: DescriptionMark) =>
  (Editor.marks(editor) as Partial<DescriptionText> | null)?.[mark] === true;

function toggleMark(editor: Editor, mark: DescriptionMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = leaf as unknown as DescriptionText;
  let content = children;
  if (marks.bold) content = <strong>{content}</strong>;
  if (marks.italic) content = <em>{content}</em>;
  if (marks.underline) content = <u>{content}</u>;
  if (marks.link) content = <span className={styles.link}>{content}</span>;
  return <span {...attributes}>{content}</span>;
}

/** A description in rich text: paragraphs with bold, italic and underline (toolbar and Ctrl/Cmd+B, I, U). */
export function DescriptionEditor({
  id,
  label,
  formattingLabel,
  markLabels,
  initialValue,
  describedBy,
  invalid,
  onChange,
}: DescriptionEditorProps) {
  const editor = useMemo(() => withHistory(withReact(createEditor())), []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <Leaf {...props} />, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const mark = SHORTCUT_MARKS[event.key.toLowerCase()];
    if (!mark || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    toggleMark(editor, mark);
  };

  return (
    <Slate
      editor={editor}
      initialValue={asSlateValue(initialValue)}
      onValueChange={(value) => onChange(asParagraphs(value))}
    >
      <div className={styles.frame} data-invalid={invalid || undefined}>
        <div role="toolbar" aria-label={formattingLabel} aria-controls={id} className={styles.toolbar}>
          {DESCRIPTION_MARKS.map((mark) => (
            <button
              key={mark}
              type="button"
              className={styles.tool}
              aria-pressed={isMarkActive(editor, mark)}
              onMouseDown={(event) => {
                // Keeps the selection in the editor.
                event.preventDefault();
                toggleMark(editor, mark);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                toggleMark(editor, mark);
              }}
            >
              {markLabels[mark]}
            </button>
          ))}
        </div>
        <Editable
          id={id}
          className={styles.editable}
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-multiline="true"
          renderElement={({ attributes, children }) => (
            <p {...attributes} className={styles.paragraph}>
              {children}
            </p>
          )}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
        />
      </div>
    </Slate>
  );
}
