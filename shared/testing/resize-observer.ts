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

/**
 * A ResizeObserver that records its callbacks; `notify()` calls them all, as the browser would once it
 * has laid the page out. `remove()` takes it away again (jsdom has none).
 */
export function installRecordingResizeObserver() {
  const callbacks: ResizeObserverCallback[] = [];
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  return {
    notify: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)),
    remove: () => delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver,
  };
}
