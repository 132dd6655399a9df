import { act } from '@testing-library/react';
import { installRecordingResizeObserver } from '@laurel/shared/testing/resize-observer';
import { NARROW_SCREEN_QUERY } from '../use-narrow-screen';

/**
 * jsdom lays nothing out. This gives the nav a width, every measured item `itemWidthPx` and the
 * More trigger `moreWidthPx`, and a ResizeObserver whose `resize(px)` re-lays the nav at a new width.
 */
interface NavLayout {
  navWidthPx: number;
  itemWidthPx: number;
  moreWidthPx: number;
}

export function stubNavLayout({ navWidthPx, itemWidthPx, moreWidthPx }: NavLayout) {
  let width = navWidthPx;
  const observer = installRecordingResizeObserver();
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? width : 0;
  });
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [new DOMRect()] as unknown as DOMRectList);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const more = this.tagName === 'SPAN' && this.nextElementSibling === null;
    return new DOMRect(0, 0, more ? moreWidthPx : itemWidthPx, 20);
  });
  return {
    resize(px: number) {
      width = px;
      act(observer.notify);
    },
  };
}

/** Makes the window narrower than the sm breakpoint for useNarrowScreen (jsdom has no matchMedia). */
export function stubNarrowScreen() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === NARROW_SCREEN_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export function removeLayoutStubs() {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
}
