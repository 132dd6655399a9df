import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TRANSCRIPTION_MAX_SECONDS } from '@laurel/shared/contract';
import { dictationReducer, idleDictation, type DictationProblem } from '../dictation-state';
import { dictationProblemOf } from '../dictation-problem';
import { postRephrase } from '../api/post-rephrase';
import type { DictationRecording } from '../start-dictation';

const AUTO_STOP_MARGIN_MS = 1000;

export interface UseDictationRecorderOptions {
  onStart?: () => void;
  onProblem: (problem: DictationProblem) => void;
}

/**
 * The recogniser's start and stop shared by every dictation (composer, plain text field): the state
 * machine, the recording, the auto-stop, the rephrase and the level listeners. Writing the text is the caller's.
 */
export function useDictationRecorder({ onStart, onProblem }: UseDictationRecorderOptions) {
  const [state, dispatch] = useReducer(dictationReducer, idleDictation);
  const recording = useRef<DictationRecording | null>(null);
  const levelListeners = useRef(new Set<(level: number) => void>());
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
    onStart?.();
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

  // The service takes two minutes of audio: stop in time and keep what was said.
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setTimeout(() => void stop(), TRANSCRIPTION_MAX_SECONDS * 1000 - AUTO_STOP_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [state.status, stop]);

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
  const edited = useCallback(() => dispatch({ type: 'edited' }), []);

  return { state, start, stop, select, onLevel, edited };
}
