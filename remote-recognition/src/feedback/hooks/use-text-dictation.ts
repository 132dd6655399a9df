import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TRANSCRIPTION_MAX_SECONDS } from '@laurel/shared/contract';
import {
  dictatedTextOf,
  dictationReducer,
  idleDictation,
  type DictationProblem,
} from '../../dictation/dictation-state';
import { dictationProblemOf } from '../../dictation/dictation-problem';
import { postRephrase } from '../../dictation/api/post-rephrase';
import type { DictationRecording } from '../../dictation/start-dictation';

const AUTO_STOP_MARGIN_MS = 1000;

export interface UseTextDictationOptions {
  /** The plain text field's value; a change not made here is an edit, and resets (recognition §4). */
  text: string;
  setText: (text: string) => void;
  onProblem: (problem: DictationProblem) => void;
}

const joined = (before: string, dictated: string) =>
  before.trim() === '' ? dictated : `${before.replace(/\s+$/, '')} ${dictated}`;

/**
 * Dictation into a plain text field (the composer's is a rich editor): the same states, recording and
 * rephrase as `useDictation`; the dictated words follow what was typed, and the raw/rephrased switch
 * replaces just them.
 */
export function useTextDictation({ text, setText, onProblem }: UseTextDictationOptions) {
  const [state, dispatch] = useReducer(dictationReducer, idleDictation);
  const recording = useRef<DictationRecording | null>(null);
  const levelListeners = useRef(new Set<(level: number) => void>());
  const before = useRef<string | null>(null);
  const written = useRef<string | null>(null);
  const latestText = useRef(text);
  const live = useRef(true);
  useEffect(() => {
    latestText.current = text;
  }, [text]);

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
    try {
      const { startDictation } = await import(/* webpackChunkName: "dictation" */ '../../dictation/start-dictation');
      const started = await startDictation((level) => levelListeners.current.forEach((listener) => listener(level)));
      if (!live.current) return started.cancel();
      recording.current = started;
      dispatch({ type: 'recording' });
    } catch (error) {
      fail(error);
    }
  }, [fail]);

  const stop = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    dispatch({ type: 'stop' });
    let heard: string;
    try {
      heard = await current.stop();
    } catch (error) {
      return fail(error);
    }
    if (!live.current) return;
    dispatch({ type: 'transcribed', text: heard });
    if (heard.trim() === '') return onProblem('no_speech');
    const rephrased = await postRephrase(heard.trim()).catch(() => null);
    if (live.current) dispatch({ type: 'rephrased', text: rephrased });
  }, [fail, onProblem]);

  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setTimeout(() => void stop(), TRANSCRIPTION_MAX_SECONDS * 1000 - AUTO_STOP_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [state.status, stop]);

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
    if (written.current !== null && text !== written.current) dispatch({ type: 'edited' });
  }, [text]);

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
