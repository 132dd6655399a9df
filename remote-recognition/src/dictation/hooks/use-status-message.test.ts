import { act, renderHook } from '@testing-library/react';
import { useStatusMessage } from './use-status-message';

describe('useStatusMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the phase’s messages in turn from second 2 to 7 of each cycle, and starts over in a new phase', () => {
    const hook = renderHook(({ phase }) => useStatusMessage(phase), {
      initialProps: { phase: 'recording' as 'recording' | 'stopping' | null },
    });
    const at = (ms: number) => {
      act(() => jest.advanceTimersByTime(ms));
      return hook.result.current;
    };
    expect(hook.result.current).toBeNull();
    expect(at(1999)).toBeNull();
    expect(at(1)).toBe(0);
    expect(at(4999)).toBe(0);
    expect(at(1)).toBeNull();
    expect(at(5000)).toBe(1);
    hook.rerender({ phase: 'stopping' });
    expect(hook.result.current).toBeNull();
    expect(at(2000)).toBe(0);
    hook.rerender({ phase: null });
    expect(hook.result.current).toBeNull();
  });
});
