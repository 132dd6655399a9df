import { act, renderHook, waitFor } from '@testing-library/react';
import { Editor, Node, Transforms } from 'slate';
import { v2Client } from '@laurel/shared';
import { createComposerEditor } from '../../composer/composer-editor';
import { valueOf } from '../../composer/composer-model';
import { startDictation } from '../start-dictation';
import { useDictation } from './use-dictation';

jest.mock('../start-dictation', () => ({ startDictation: jest.fn() }));

function editorWith(text: string) {
  const editor = createComposerEditor();
  editor.children = valueOf(text);
  return editor;
}

const textOf = (editor: Editor) => editor.children.map((node) => Node.string(node)).join('\n');

async function completeDictation(editor: Editor) {
  jest.mocked(startDictation).mockResolvedValue({ stop: jest.fn().mockResolvedValue('go forward'), cancel: jest.fn() });
  jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { rephrased_text: 'Go forward.' } });
  const hook = renderHook(
    ({ draftText }) => useDictation({ editor, draftText, onStart: jest.fn(), onProblem: jest.fn() }),
    {
      initialProps: { draftText: textOf(editor) },
    },
  );
  await act(() => hook.result.current.start());
  await act(() => hook.result.current.stop());
  await waitFor(() => expect(hook.result.current.state.status).toBe('complete'));
  return hook;
}

describe('useDictation', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes its own writing for no edit, and any other change of the text for one that resets it', async () => {
    const editor = editorWith('Thanks');
    const hook = await completeDictation(editor);
    expect(textOf(editor)).toBe('Thanks Go forward.');
    hook.rerender({ draftText: textOf(editor) });
    expect(hook.result.current.state.status).toBe('complete');

    act(() => hook.result.current.select('raw'));
    expect(textOf(editor)).toBe('Thanks go forward');
    hook.rerender({ draftText: textOf(editor) });
    expect(hook.result.current.state).toMatchObject({ status: 'complete', mode: 'raw' });

    Transforms.insertText(editor, '!', { at: Editor.end(editor, []) });
    hook.rerender({ draftText: textOf(editor) });
    expect(hook.result.current.state.status).toBe('idle');
    expect(textOf(editor)).toBe('Thanks go forward!');
  });

  it('leaves the text alone once reset: a later switch has nothing to replace', async () => {
    const editor = editorWith('');
    const hook = await completeDictation(editor);
    hook.rerender({ draftText: textOf(editor) });
    Transforms.insertText(editor, ' yes', { at: Editor.end(editor, []) });
    hook.rerender({ draftText: textOf(editor) });
    act(() => hook.result.current.select('raw'));
    expect(textOf(editor)).toBe('Go forward. yes');
  });

  it('stops by itself just before the service’s two minutes, keeping what was said', async () => {
    jest.useFakeTimers();
    try {
      const editor = editorWith('');
      const stop = jest.fn().mockResolvedValue('still talking');
      jest.mocked(startDictation).mockResolvedValue({ stop, cancel: jest.fn() });
      jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { rephrased_text: 'Still talking.' } });
      const hook = renderHook(() => useDictation({ editor, draftText: '', onStart: jest.fn(), onProblem: jest.fn() }));
      await act(() => hook.result.current.start());
      expect(hook.result.current.state.status).toBe('recording');
      await act(async () => jest.advanceTimersByTime(118_999));
      expect(stop).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(stop).toHaveBeenCalledTimes(1);
      await act(async () => {
        await Promise.resolve();
      });
      expect(textOf(editor)).toBe('Still talking.');
    } finally {
      jest.useRealTimers();
    }
  });
});
