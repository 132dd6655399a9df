// jsdom has no ResizeObserver; Radix measures a tooltip's arrow with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** For test files that open Radix tooltips or popovers: a ResizeObserver that observes nothing. */
export const installNoopResizeObserver = () => {
  globalThis.ResizeObserver ??= NoopResizeObserver;
};
