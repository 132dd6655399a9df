import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Editor } from 'slate';
import { TRANSCRIPTION_MAX_SECONDS } from '@laurel/shared/contract';
import { dictatedTextOf, dictationReducer, idleDictation, type DictationProblem } from '../dictation-state';
import { dictationProblemOf } from '../dictation-problem';
import { postRephrase } from '../api/post-rephrase';
import { insertDictatedText, releaseDictatedSpan, replaceDictatedText, type DictatedSpan } from '../dictated-text';
import type { DictationRecording } from '../start-dictation';

const AUTO_STOP_MARGIN_MS = 1000;

export interface UseDictationOptions {
  editor: Editor;
  /** The message's text as the composer reports it: a change not made here is an edit, and resets (§4). */
  draftText: string;
  onStart: () => void;
  onProblem: (problem: DictationProblem) => void;
}

/** Dictation in a composer: the state machine, the recording, the rephrase and the text it writes. */
export function useDictation({ editor, draftText, onStart, onProblem }: UseDictationOptions) {
  const [state, dispatch] = useReducer(dictationReducer, idleDictation);
  const recording = useRef<DictationRecording | null>(null);
  const levelListeners = useRef(new Set<(level: number) => void>());
  const span = useRef<DictatedSpan | null>(null);
  const written = useRef<string | null>(null);
  const ownChange = useRef(false);
  const knownText = useRef(draftText);
  const live = useRef(true);

  const fail = useCallback(
    (error: unknown) => {
      const problem = dictationProblemOf(error);
      recording.current?.cancel();
      recording.current = null;
      if (!live.current) return;
      dispatch({ type: 'failed', problem });
      onProblem(problem);
    },
    [onProblem],
  );

  const start = useCallback(async () => {
    dispatch({ type: 'start' });
    onStart();
    try {
      const { startDictation } = await import(/* webpackChunkName: "dictation" */ '../start-dictation');
      const started = await startDictation((level) => levelListeners.current.forEach((listener) => listener(level)));
      if (!live.current) return started.cancel();
      recording.current = started;
      dispatch({ type: 'recording' });
    } catch (error) {
      fail(error);
    }
  }, [onStart, fail]);

  const stop = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    dispatch({ type: 'stop' });
    let text: string;
    try {
      text = await current.stop();
    } catch (error) {
      return fail(error);
    }
    if (!live.current) return;
    dispatch({ type: 'transcribed', text });
    if (text.trim() === '') return onProblem('no_speech');
    const rephrased = await postRephrase(text.trim()).catch(() => null);
    if (live.current) dispatch({ type: 'rephrased', text: rephrased });
  }, [fail, onProblem]);

  // The service takes two minutes of audio: stop in time and keep what was said.
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setTimeout(() => void stop(), TRANSCRIPTION_MAX_SECONDS * 1000 - AUTO_STOP_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [state.status, stop]);

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
    else dispatch({ type: 'edited' });
  }, [draftText]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      recording.current?.cancel();
    };
  }, []);

  const onLevel = useCallback((listener: (level: number) => void) => {
    levelListeners.current.add(listener);
    return () => void levelListeners.current.delete(listener);
  }, []);

  const select = useCallback((mode: 'raw' | 'rephrased') => dispatch({ type: 'select', mode }), []);

  return { state, start, stop, select, onLevel };
}
