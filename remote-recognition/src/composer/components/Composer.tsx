import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { Descendant, Editor } from 'slate';
import { Editable, ReactEditor, Slate, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import type { GiverBudget, RecognitionSettings } from '@laurel/shared/recognition';
import { anchoredTriggerAt, replaceToken, tokenRange } from '../composer-editor';
import { ComposerChip } from './ComposerChip';
import { draftOf, type Draft } from '../draft';
import { closedPopup, isPopupOpen, optionOnLeave, popupReducer, type PopupEvent } from '../suggestion-popup-state';
import { replacementFor, type SuggestionOption } from '../suggestion-options';
import { optionId, SuggestionPopup } from './SuggestionPopup';
import { recipientKey } from '../suggestion-filters';
import { useSuggestionSource } from '../hooks/use-suggestion-source';
import type { SuggestionKind } from '../suggestion-kinds';
import { tokenDecorations } from '../token-decorations';
import styles from './Composer.module.css';

const ALL_KINDS: ReadonlySet<SuggestionKind> = new Set(['amount', 'hashtag', 'recipient', 'mention', 'emoji']);

export interface ComposerProps {
  editor: Editor;
  initialValue: Descendant[];
  settings?: RecognitionSettings;
  budget?: GiverBudget;
  /** The popups this context offers; a comment has no amount. */
  suggestionKinds?: ReadonlySet<SuggestionKind>;
  selfId: number;
  label: string;
  /** For controls elsewhere that move focus to the editor. */
  id?: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Expanding a group is not allowed in every context (spec §5). */
  canExpandGroups?: boolean;
  readOnly?: boolean;
  /** Puts the caret in the editor when it appears, as a modal's main field. */
  focusOnMount?: boolean;
  onDraftChange: (draft: Draft) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmitShortcut?: () => void;
  /** Lets the modal keep Escape for the popup while it is open. */
  popupOpenRef?: { current: boolean };
}

/** The rich-text reason with its five suggestion popups (spec §2, §4, §5). */
export function Composer({
  editor,
  initialValue,
  settings,
  budget,
  suggestionKinds = ALL_KINDS,
  selfId,
  label,
  id,
  placeholder,
  describedBy,
  invalid = false,
  canExpandGroups = true,
  readOnly = false,
  focusOnMount = false,
  onDraftChange,
  onSubmitShortcut,
  popupOpenRef,
}: ComposerProps) {
  const popupId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const [popup, dispatchToReact] = useReducer(popupReducer<SuggestionOption>, closedPopup<SuggestionOption>());
  // Slate reports a pick's own change before React renders the closed popup: handlers read this copy.
  const latest = useRef(popup);
  const dispatch = useCallback((event: PopupEvent<SuggestionOption>) => {
    latest.current = popupReducer(latest.current, event);
    dispatchToReact(event);
  }, []);
  const [draft, setDraft] = useState(() => draftOf(initialValue, selfId));
  const [position, setPosition] = useState({ top: 0, left: 0 });

  const context = useMemo(
    () => ({
      settings,
      budget,
      usedHashtags: draft.hashtags,
      recipientRules: { selfId, chosenKeys: new Set([...draft.recipients, ...draft.mentions].map(recipientKey)) },
    }),
    [settings, budget, draft.hashtags, draft.recipients, draft.mentions, selfId],
  );
  const source = useSuggestionSource(popup.trigger, context);
  const open = isPopupOpen(popup);
  useEffect(() => {
    if (popupOpenRef) popupOpenRef.current = open;
  }, [open, popupOpenRef]);

  useEffect(() => dispatch({ type: 'options', options: source.options }), [dispatch, source.options]);

  useEffect(() => {
    if (focusOnMount) ReactEditor.focus(editor);
  }, [editor, focusOnMount]);

  useEffect(() => {
    const range = popup.trigger && tokenRange(editor, popup.trigger);
    const area = areaRef.current;
    if (!range || !area) return;
    try {
      const token = ReactEditor.toDOMRange(editor, range).getBoundingClientRect();
      const box = area.getBoundingClientRect();
      setPosition({ top: token.bottom - box.top + 4, left: Math.max(0, token.left - box.left) });
    } catch {
      // The DOM is a step behind the value; the next change places the popup.
    }
  }, [editor, popup.trigger]);

  const pick = useCallback(
    (option: SuggestionOption) => {
      const { trigger } = latest.current;
      if (!trigger) return;
      dispatch({ type: 'picked' });
      replaceToken(editor, trigger, replacementFor(option));
      ReactEditor.focus(editor);
    },
    [editor, dispatch],
  );

  const handleChange = (value: Descendant[]) => {
    const found = anchoredTriggerAt(editor);
    const next = found && suggestionKinds.has(found.kind) ? found : null;
    const { trigger } = latest.current;
    const leaving = optionOnLeave(latest.current, next);
    if (leaving && trigger) {
      dispatch({ type: 'picked' });
      // The replacement's own change comes back here with the draft.
      if (replaceToken(editor, trigger, replacementFor(leaving), true)) return;
    }
    dispatch({ type: 'caret', trigger: next });
    const nextDraft = draftOf(value, selfId);
    setDraft(nextDraft);
    onDraftChange(nextDraft);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'escape' });
      return;
    }
    if (open && popup.options.length > 0) {
      const highlighted = popup.options[popup.highlighted];
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1 });
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && highlighted) {
        event.preventDefault();
        pick(highlighted);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmitShortcut?.();
    }
  };

  const renderElement = useCallback(
    ({ attributes, children, element }: RenderElementProps) =>
      element.type === 'paragraph' ? (
        <p {...attributes} className={styles.paragraph}>
          {children}
        </p>
      ) : (
        <ComposerChip attributes={attributes} element={element} canExpand={canExpandGroups}>
          {children}
        </ComposerChip>
      ),
    [canExpandGroups],
  );

  const renderLeaf = useCallback(
    ({ attributes, children, leaf }: RenderLeafProps) => (
      <span {...attributes} className={leaf.token ? styles[leaf.token] : undefined}>
        {children}
      </span>
    ),
    [],
  );

  const showsOptions = open && popup.options.length > 0;
  return (
    <div ref={areaRef} className={styles.area}>
      <Slate editor={editor} initialValue={initialValue} onChange={handleChange}>
        <Editable
          id={id}
          className={styles.editable}
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-multiline="true"
          aria-autocomplete="list"
          aria-controls={open ? popupId : undefined}
          aria-activedescendant={showsOptions ? optionId(popupId, popup.highlighted) : undefined}
          placeholder={placeholder}
          readOnly={readOnly}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          decorate={tokenDecorations}
          onKeyDown={handleKeyDown}
          onBlur={() => dispatch({ type: 'caret', trigger: null })}
        />
        {open && popup.trigger && (
          <SuggestionPopup
            id={popupId}
            kind={popup.trigger.kind}
            status={source.status}
            options={popup.options}
            highlighted={popup.highlighted}
            position={position}
            onPick={pick}
          />
        )}
      </Slate>
    </div>
  );
}
