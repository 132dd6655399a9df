import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { BonusView } from '@laurel/shared/recognition';
import { ESTIMATED_CARD_HEIGHT_PX, FEED_OVERSCAN_ROWS, NEXT_PAGE_THRESHOLD_ROWS } from '../feed-constants';
import { useCommentsLinkReturn } from '../hooks/useCommentsLinkReturn';
import { useFeedKeys } from '../hooks/useFeedKeys';
import type { FeedLayout } from './FeedVirtualizer';
import { RecognitionCard } from './RecognitionCard';
import styles from './RecognitionFeed.module.css';

const FeedVirtualizer = lazy(() => import('./FeedVirtualizer').then((module) => ({ default: module.FeedVirtualizer })));

interface FeedListProps {
  bonuses: readonly BonusView[];
  totalCount: number;
  /** Called whenever the last drawn row comes near the end of what is loaded. */
  onNearEnd: () => void;
}

/**
 * Until the reader scrolls (a wheel, a key, focus moving down the feed), its first window of cards is all
 * there is to draw. Not on a click: a reaction or a comment must land on the card as it is.
 */
function useReaderScrolled() {
  // A feed drawn below the top of the page (coming back from a recognition) is virtual from the start.
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (scrolled) return;
    const scroll = () => setScrolled(true);
    window.addEventListener('scroll', scroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', scroll);
  }, [scrolled]);
  return { scrolled, startVirtual: useCallback(() => setScrolled(true), []) };
}

/** The rows the window can show at first. */
const firstWindowRows = () => Math.ceil(window.innerHeight / ESTIMATED_CARD_HEIGHT_PX);

/**
 * The virtual list's overscan below the first window, drawn after it in a render React may interrupt: the
 * cards in view are the page's largest paint, and each card more in the first render held the main thread longer.
 */
function useFirstWindowOverscan() {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => startTransition(() => setOverscan(FEED_OVERSCAN_ROWS)), []);
  return overscan;
}

/**
 * Only the cards near the window are in the page; the list keeps the height of all of them. The first
 * window is drawn in the flow; the virtual list (and its ~11 KiB library) takes over when the reader
 * first scrolls, so a home page nobody scrolls never fetches it.
 */
export function FeedList({ bonuses, totalCount, onNearEnd }: FeedListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const { scrolled, startVirtual } = useReaderScrolled();
  const [latestLayout, setLayout] = useState<FeedLayout | null>(null);
  // Its first pass, before it knows the window, draws nothing: the first window stays until it has rows.
  const layout = latestLayout?.rows.length ? latestLayout : null;
  const overscan = useFirstWindowOverscan();
  const rows = layout?.rows ?? bonuses.slice(0, firstWindowRows() + overscan).map((_, index) => ({ index, start: 0 }));
  const lastDrawn = rows.at(-1)?.index ?? -1;
  const scrollTo = useFeedKeys(listRef, bonuses.length, rows, startVirtual);
  useCommentsLinkReturn(listRef, rows);

  useEffect(() => {
    if (lastDrawn >= bonuses.length - NEXT_PAGE_THRESHOLD_ROWS) onNearEnd();
  }, [lastDrawn, bonuses.length, onNearEnd]);

  return (
    <>
      <div ref={listRef} className={styles.list} style={layout ? { height: layout.totalSize } : undefined}>
        {rows.map((row) => {
          const bonus = bonuses[row.index];
          if (!bonus) return null;
          return (
            <div
              key={bonus.id}
              ref={layout?.measureElement}
              data-index={row.index}
              className={layout ? styles.row : styles.firstWindowRow}
              style={layout ? { transform: `translateY(${row.start - layout.scrollMargin}px)` } : undefined}
            >
              <RecognitionCard bonus={bonus} position={row.index + 1} setSize={totalCount} />
            </div>
          );
        })}
      </div>
      {scrolled && (
        <Suspense fallback={null}>
          <FeedVirtualizer bonuses={bonuses} listRef={listRef} onLayout={setLayout} scrollTo={scrollTo} />
        </Suspense>
      )}
    </>
  );
}
