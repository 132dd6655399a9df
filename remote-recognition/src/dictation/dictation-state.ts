/** Recognition §3, §4: the transcription states and the raw/rephrased modes. */
export type DictationStatus = 'idle' | 'starting' | 'recording' | 'stopping' | 'rephrasing' | 'complete';
export type DictationMode = 'unselected' | 'raw' | 'rephrased';
/** What sent a dictation back to Idle; each has its message. */
export type DictationProblem = 'access_denied' | 'unavailable' | 'no_speech' | 'failed';

export interface DictationState {
  status: DictationStatus;
  mode: DictationMode;
  raw: string;
  /** Null when rephrasing failed: the raw text is all there is. */
  rephrased: string | null;
  problem: DictationProblem | null;
}

export type DictationEvent =
  | { type: 'start' }
  | { type: 'recording' }
  | { type: 'stop' }
  | { type: 'transcribed'; text: string }
  | { type: 'rephrased'; text: string | null }
  | { type: 'select'; mode: Exclude<DictationMode, 'unselected'> }
  | { type: 'edited' }
  | { type: 'failed'; problem: DictationProblem };

export const idleDictation: DictationState = {
  status: 'idle',
  mode: 'unselected',
  raw: '',
  rephrased: null,
  problem: null,
};

/** The shown text of a complete dictation, by its mode. */
export const dictatedTextOf = ({ mode, raw, rephrased }: DictationState): string =>
  mode === 'rephrased' && rephrased !== null ? rephrased : raw;

/**
 * Idle → Starting (microphone, token, socket) → Recording → Stopping → Rephrasing → Complete (recognition §4).
 * A problem at any step returns to Idle with the problem to show; an edit of the text resets a complete one.
 */
export function dictationReducer(state: DictationState, event: DictationEvent): DictationState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' || state.status === 'complete' ? { ...idleDictation, status: 'starting' } : state;
    case 'recording':
      return state.status === 'starting' ? { ...state, status: 'recording' } : state;
    case 'stop':
      return state.status === 'recording' ? { ...state, status: 'stopping' } : state;
    case 'transcribed':
      if (state.status !== 'stopping') return state;
      if (event.text.trim() === '') return { ...idleDictation, problem: 'no_speech' };
      return { ...state, status: 'rephrasing', raw: event.text.trim() };
    case 'rephrased':
      if (state.status !== 'rephrasing') return state;
      return {
        ...state,
        status: 'complete',
        rephrased: event.text,
        mode: event.text === null ? 'raw' : 'rephrased',
      };
    case 'select':
      if (state.status !== 'complete' || (event.mode === 'rephrased' && state.rephrased === null)) return state;
      return { ...state, mode: event.mode };
    case 'edited':
      return state.status === 'complete' ? idleDictation : state;
    case 'failed':
      return state.status === 'idle' || state.status === 'complete'
        ? state
        : { ...idleDictation, problem: event.problem };
  }
}

/** The phases that show rotating status messages. */
export const statusPhaseOf = (status: DictationStatus): 'starting' | 'recording' | 'stopping' | null =>
  status === 'starting' || status === 'recording' || status === 'stopping' ? status : null;
