import { useEffect } from 'react';
import type { BonusView } from '@laurel/shared/recognition';
import { NEXT_PAGE_THRESHOLD_ROWS } from '../feed-constants';
import { useFeedVirtualizer } from '../hooks/useFeedVirtualizer';
import { RecognitionCard } from './RecognitionCard';
import styles from './RecognitionFeed.module.css';

interface FeedListProps {
  bonuses: readonly BonusView[];
  totalCount: number;
  /** Called whenever the last drawn row comes near the end of what is loaded. */
  onNearEnd: () => void;
}

/** Only the cards near the window are in the page; the list keeps the height of all of them. */
export function FeedList({ bonuses, totalCount, onNearEnd }: FeedListProps) {
  const { listRef, virtualizer } = useFeedVirtualizer(bonuses);
  const rows = virtualizer.getVirtualItems();
  const lastDrawn = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastDrawn >= bonuses.length - NEXT_PAGE_THRESHOLD_ROWS) onNearEnd();
  }, [lastDrawn, bonuses.length, onNearEnd]);

  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const bonus = bonuses[row.index];
        if (!bonus) return null;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <RecognitionCard bonus={bonus} position={row.index + 1} setSize={totalCount} />
          </div>
        );
      })}
    </div>
  );
}
