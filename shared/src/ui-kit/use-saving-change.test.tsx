import { act, renderHook } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { useSavingChange } from './use-saving-change';

const isMine = (key: unknown) => key === 'mine';
const mutate = jest.fn(() => Promise.resolve([]));
jest.mock('swr', () => ({ ...jest.requireActual('swr'), useSWRConfig: jest.fn() }));

beforeEach(() => {
  mutate.mockClear();
  jest.mocked(useSWRConfig).mockReturnValue({ mutate } as unknown as ReturnType<typeof useSWRConfig>);
});

describe('useSavingChange', () => {
  it('runs the change, then reads again the keys it names', async () => {
    const { result } = renderHook(() => useSavingChange(isMine));
    let done = false;
    await act(async () => {
      done = await result.current.run(() => Promise.resolve());
    });
    expect(done).toBe(true);
    expect(mutate).toHaveBeenCalledWith(isMine);
    expect(result.current.saving).toBe(false);
  });

  it('keeps a refusal until cleared, and reads nothing again', async () => {
    const refusal = new Error('refused');
    const { result } = renderHook(() => useSavingChange(isMine));
    let done = true;
    await act(async () => {
      done = await result.current.run(() => Promise.reject(refusal));
    });
    expect(done).toBe(false);
    expect(result.current.error).toBe(refusal);
    expect(mutate).not.toHaveBeenCalled();
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });
});
