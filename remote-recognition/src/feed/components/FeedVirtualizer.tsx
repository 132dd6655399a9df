import { memo, useEffect, useLayoutEffect, type RefObject } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { BonusView } from '@laurel/shared/recognition';
import { useFeedVirtualizer } from '../hooks/useFeedVirtualizer';

/** Where the virtual list puts each drawn row, and how the rows report their measured height. */
export interface FeedLayout {
  rows: VirtualItem[];
  totalSize: number;
  scrollMargin: number;
  measureElement: (element: Element | null) => void;
}

interface FeedVirtualizerProps {
  bonuses: readonly BonusView[];
  listRef: RefObject<HTMLDivElement | null>;
  onLayout: (layout: FeedLayout) => void;
  /** A card the keyboard moves to before it is drawn: the window scrolls to it. */
  scrollTo: { index: number } | null;
}

/**
 * Draws nothing: it runs the virtual list over the feed's element and hands each new layout up, so the
 * cards keep their place in the feed's own tree (and their focus and state) when it takes over.
 */
export const FeedVirtualizer = memo(function FeedVirtualizer({
  bonuses,
  listRef,
  onLayout,
  scrollTo,
}: FeedVirtualizerProps) {
  const virtualizer = useFeedVirtualizer(bonuses, listRef);
  const rows = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const { scrollMargin } = virtualizer.options;
  useLayoutEffect(
    () => onLayout({ rows, totalSize, scrollMargin, measureElement: virtualizer.measureElement }),
    [rows, totalSize, scrollMargin, virtualizer, onLayout],
  );
  useEffect(() => {
    if (scrollTo) virtualizer.scrollToIndex(scrollTo.index, { align: 'center' });
  }, [scrollTo, virtualizer]);
  return null;
});
