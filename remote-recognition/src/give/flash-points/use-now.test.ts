import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('moves on every tick while running', () => {
    const { result } = renderHook(() => useNow(1000, true));
    const start = result.current;
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(start + 1000);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current).toBe(start + 4000);
  });

  it('stands still while not running', () => {
    const { result } = renderHook(() => useNow(1000, false));
    const start = result.current;
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(start);
  });
});
