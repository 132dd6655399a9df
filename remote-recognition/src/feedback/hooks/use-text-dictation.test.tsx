import { useState } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { startDictation } from '../../dictation/start-dictation';
import { useTextDictation } from './use-text-dictation';

jest.mock('../../dictation/start-dictation', () => ({ startDictation: jest.fn() }));

/** The hook beside a text field's state, as the feedback message uses it. */
function useField(initial: string) {
  const [text, setText] = useState(initial);
  const dictation = useTextDictation({ text, setText, onProblem: jest.fn() });
  return { text, setText, dictation };
}

async function dictated(initial: string, heard = 'go forward', rephrased: string | null = 'Go forward.') {
  jest.mocked(startDictation).mockResolvedValue({ stop: jest.fn().mockResolvedValue(heard), cancel: jest.fn() });
  const post = jest.spyOn(v2Client, 'post');
  if (rephrased === null) post.mockRejectedValue(new Error('offline'));
  else post.mockResolvedValue({ result: { rephrased_text: rephrased } });
  const hook = renderHook(() => useField(initial));
  await act(() => hook.result.current.dictation.start());
  await act(() => hook.result.current.dictation.stop());
  await waitFor(() => expect(hook.result.current.dictation.state.status).toBe('complete'));
  return hook;
}

describe('useTextDictation', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes the rephrased words after what was typed, and the switch replaces just them', async () => {
    const hook = await dictated('Thanks.');
    expect(hook.result.current.text).toBe('Thanks. Go forward.');
    act(() => hook.result.current.dictation.select('raw'));
    expect(hook.result.current.text).toBe('Thanks. go forward');
    act(() => hook.result.current.dictation.select('rephrased'));
    expect(hook.result.current.text).toBe('Thanks. Go forward.');
  });

  it('keeps the raw words when rephrasing fails', async () => {
    const hook = await dictated('', 'go forward', null);
    expect(hook.result.current.text).toBe('go forward');
    expect(hook.result.current.dictation.state).toMatchObject({ status: 'complete', mode: 'raw' });
  });

  it('an edit after the dictation keeps the text and resets to idle', async () => {
    const hook = await dictated('Thanks.');
    act(() => hook.result.current.setText('Thanks. Go forward. Soon'));
    await waitFor(() => expect(hook.result.current.dictation.state.status).toBe('idle'));
    expect(hook.result.current.text).toBe('Thanks. Go forward. Soon');
  });

  it('says when nothing was heard', async () => {
    jest.mocked(startDictation).mockResolvedValue({ stop: jest.fn().mockResolvedValue('  '), cancel: jest.fn() });
    const onProblem = jest.fn();
    const hook = renderHook(() => {
      const [text, setText] = useState('Hi');
      return { text, dictation: useTextDictation({ text, setText, onProblem }) };
    });
    await act(() => hook.result.current.dictation.start());
    await act(() => hook.result.current.dictation.stop());
    expect(onProblem).toHaveBeenCalledWith('no_speech');
    expect(hook.result.current.text).toBe('Hi');
  });
});
