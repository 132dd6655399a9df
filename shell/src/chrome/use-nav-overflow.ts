import { useLayoutEffect, useRef, useState } from 'react';
import { fittingItemCount } from './fitting-item-count';

const widthPx = (element: Element) => Math.ceil(element.getBoundingClientRect().width);

/**
 * Priority+ navigation: how many of `itemCount` items the nav shows; the rest go under More.
 * `measureRef` holds an invisible copy of every item followed by the More trigger, so widths are
 * known even for items that are not shown; both elements are watched, so a resize, a font load or a
 * language switch recounts. Without ResizeObserver (jsdom) every item shows.
 */
export function useNavOverflow(itemCount: number) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(itemCount);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || typeof ResizeObserver === 'undefined') {
      setVisibleCount(itemCount);
      return;
    }
    const recount = () => {
      // Not laid out (the phone-width bar hides the nav): keep the last count.
      if (nav.getClientRects().length === 0) return;
      const widths = Array.from(measure.children, widthPx);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      setVisibleCount(fittingItemCount(widths, moreWidth, gap, nav.clientWidth));
    };
    recount();
    const observer = new ResizeObserver(recount);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [itemCount]);

  return { navRef, measureRef, visibleCount: Math.min(visibleCount, itemCount) };
}
