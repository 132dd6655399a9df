import { act, renderHook } from '@testing-library/react';
import { REDUCED_MOTION_QUERY, useReducedMotion } from './use-reduced-motion';

/** A system setting for reduced motion that the test can change while the page is open. */
function emulateMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && setting.reduce;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    setting.reduce = next;
    listeners.forEach((listener) => listener());
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useReducedMotion', () => {
  it("reads the system's setting and follows it while the page is open", () => {
    const change = emulateMotionSetting(true);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => change(false));
    expect(result.current).toBe(false);
  });

  it('is false where the browser has no matchMedia', () => {
    // jsdom has none.
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });
});
