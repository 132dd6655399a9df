import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { BonusView } from '@laurel/shared/recognition';
import { ESTIMATED_CARD_HEIGHT_PX, FEED_OVERSCAN_ROWS } from '../feed-constants';

// Opening a recognition remounts the feed under it: with the card heights it had, it lands on the same rows.
let measuredCards: VirtualItem[] = [];

/** The rows the window shows, each card measured once drawn; the page scrolls, not the list. */
export function useFeedVirtualizer(bonuses: readonly BonusView[], listRef: RefObject<HTMLDivElement | null>) {
  const [scrollMargin, setScrollMargin] = useState(0);

  // Whatever sits above the list (banners, the heading) may change height later: the page's size changes then.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);

  const virtualizer = useWindowVirtualizer({
    count: bonuses.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT_PX,
    overscan: FEED_OVERSCAN_ROWS,
    scrollMargin,
    getItemKey: (index) => bonuses[index]?.id ?? index,
    initialMeasurementsCache: measuredCards,
  });

  useEffect(
    () => () => {
      measuredCards = virtualizer.takeSnapshot();
    },
    [virtualizer],
  );

  return virtualizer;
}
