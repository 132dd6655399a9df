import {
  dictatedTextOf,
  dictationReducer,
  idleDictation,
  type DictationEvent,
  type DictationState,
} from './dictation-state';

const run = (events: DictationEvent[], from: DictationState = idleDictation) => events.reduce(dictationReducer, from);
const complete = run([
  { type: 'start' },
  { type: 'recording' },
  { type: 'stop' },
  { type: 'transcribed', text: ' go forward ten meters ' },
  { type: 'rephrased', text: 'Go forward ten meters.' },
]);

describe('dictationReducer', () => {
  it('goes Idle → Starting → Recording → Stopping → Rephrasing → Complete, showing the rephrased text', () => {
    const statuses = [
      { type: 'start' },
      { type: 'recording' },
      { type: 'stop' },
      { type: 'transcribed', text: 'go forward ten meters' },
      { type: 'rephrased', text: 'Go forward ten meters.' },
    ].reduce<string[]>(
      (seen, event, index, events) => [...seen, run(events.slice(0, index + 1) as DictationEvent[]).status],
      [],
    );
    expect(statuses).toEqual(['starting', 'recording', 'stopping', 'rephrasing', 'complete']);
    expect(complete).toMatchObject({ mode: 'rephrased', raw: 'go forward ten meters', problem: null });
    expect(dictatedTextOf(complete)).toBe('Go forward ten meters.');
  });

  it('switches between the raw and the rephrased text once complete', () => {
    const raw = dictationReducer(complete, { type: 'select', mode: 'raw' });
    expect(dictatedTextOf(raw)).toBe('go forward ten meters');
    expect(dictatedTextOf(dictationReducer(raw, { type: 'select', mode: 'rephrased' }))).toBe('Go forward ten meters.');
  });

  it('keeps the raw text, and offers nothing else, when rephrasing failed', () => {
    const state = run([
      { type: 'start' },
      { type: 'recording' },
      { type: 'stop' },
      { type: 'transcribed', text: 'thanks' },
      { type: 'rephrased', text: null },
    ]);
    expect(state).toMatchObject({ status: 'complete', mode: 'raw' });
    expect(dictationReducer(state, { type: 'select', mode: 'rephrased' })).toBe(state);
  });

  it('resets to Idle on an edit of the text, only once complete', () => {
    expect(dictationReducer(complete, { type: 'edited' })).toEqual(idleDictation);
    const recording = run([{ type: 'start' }, { type: 'recording' }]);
    expect(dictationReducer(recording, { type: 'edited' })).toBe(recording);
  });

  it('returns to Idle with the problem: a denied microphone, an unavailable service, silence', () => {
    expect(run([{ type: 'start' }, { type: 'failed', problem: 'access_denied' }])).toEqual({
      ...idleDictation,
      problem: 'access_denied',
    });
    expect(run([{ type: 'start' }, { type: 'failed', problem: 'unavailable' }]).problem).toBe('unavailable');
    const silent = run([
      { type: 'start' },
      { type: 'recording' },
      { type: 'stop' },
      { type: 'transcribed', text: ' ' },
    ]);
    expect(silent).toEqual({ ...idleDictation, problem: 'no_speech' });
  });

  it('starts afresh from Idle or Complete, clearing the last problem, and ignores events out of turn', () => {
    const failed = run([{ type: 'start' }, { type: 'failed', problem: 'failed' }]);
    expect(dictationReducer(failed, { type: 'start' })).toEqual({ ...idleDictation, status: 'starting' });
    expect(dictationReducer(complete, { type: 'start' }).status).toBe('starting');
    expect(dictationReducer(idleDictation, { type: 'stop' })).toBe(idleDictation);
    expect(dictationReducer(idleDictation, { type: 'transcribed', text: 'x' })).toBe(idleDictation);
    const starting = run([{ type: 'start' }]);
    expect(dictationReducer(starting, { type: 'start' })).toBe(starting);
    expect(dictationReducer(complete, { type: 'failed', problem: 'failed' })).toBe(complete);
  });
});
