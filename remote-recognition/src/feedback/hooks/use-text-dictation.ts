import { useEffect, useRef } from 'react';
import { dictatedTextOf, type DictationProblem } from '../../dictation/dictation-state';
import { useDictationRecorder } from '../../dictation/hooks/use-dictation-recorder';

export interface UseTextDictationOptions {
  /** The plain text field's value; a change not made here is an edit, and resets (recognition §4). */
  text: string;
  setText: (text: string) => void;
  onProblem: (problem: DictationProblem) => void;
}

const joined = (before: string, dictated: string) =>
  before.trim() === '' ? dictated : `${before.replace(/\s+$/, '')} ${dictated}`;

/**
 * Dictation into a plain text field (the composer's is a rich editor): the same recorder as
 * `useDictation`; the dictated words follow what was typed, and the raw/rephrased switch replaces just them.
 */
export function useTextDictation({ text, setText, onProblem }: UseTextDictationOptions) {
  const { state, start, stop, select, onLevel, edited } = useDictationRecorder({ onProblem });
  const before = useRef<string | null>(null);
  const written = useRef<string | null>(null);
  const latestText = useRef(text);
  useEffect(() => {
    latestText.current = text;
  }, [text]);

  const shown = state.status === 'complete' ? dictatedTextOf(state) : null;
  useEffect(() => {
    if (shown === null) {
      before.current = null;
      written.current = null;
      return;
    }
    before.current ??= latestText.current;
    const next = joined(before.current, shown);
    if (next === written.current) return;
    written.current = next;
    setText(next);
  }, [shown, setText]);

  // Typing after the dictation keeps the text and leaves the switch (an edit resets, §4).
  useEffect(() => {
    if (written.current !== null && text !== written.current) edited();
  }, [text, edited]);

  return { state, start, stop, select, onLevel };
}
