import { useEffect, useRef } from 'react';
import type { Editor } from 'slate';
import { dictatedTextOf, type DictationProblem } from '../dictation-state';
import { insertDictatedText, releaseDictatedSpan, replaceDictatedText, type DictatedSpan } from '../dictated-text';
import { useDictationRecorder } from './use-dictation-recorder';

export interface UseDictationOptions {
  editor: Editor;
  /** The message's text as the composer reports it: a change not made here is an edit, and resets (§4). */
  draftText: string;
  onStart: () => void;
  onProblem: (problem: DictationProblem) => void;
}

/** Dictation in a composer: the recorder plus the text it writes into the editor. */
export function useDictation({ editor, draftText, onStart, onProblem }: UseDictationOptions) {
  const { state, start, stop, select, onLevel, edited } = useDictationRecorder({ onStart, onProblem });
  const span = useRef<DictatedSpan | null>(null);
  const written = useRef<string | null>(null);
  const ownChange = useRef(false);
  const knownText = useRef(draftText);

  const shown = state.status === 'complete' ? dictatedTextOf(state) : null;
  useEffect(() => {
    if (shown === null) {
      if (span.current) releaseDictatedSpan(span.current);
      span.current = null;
      written.current = null;
      return;
    }
    if (shown === written.current) return;
    written.current = shown;
    ownChange.current = true;
    span.current = span.current ? replaceDictatedText(editor, span.current, shown) : insertDictatedText(editor, shown);
  }, [editor, shown]);

  useEffect(() => {
    if (draftText === knownText.current) return;
    knownText.current = draftText;
    if (ownChange.current) ownChange.current = false;
    else edited();
  }, [draftText, edited]);

  return { state, start, stop, select, onLevel };
}
