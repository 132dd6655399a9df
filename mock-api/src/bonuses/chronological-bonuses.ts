import type { Store } from '../db/store';
import type { Bonus } from '../db/types';

const oldestFirst = (a: Bonus, b: Bonus) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;

const follows = (previous: Bonus | undefined, rows: readonly Bonus[]) =>
  rows.every((row, i) => {
    const before = i === 0 ? previous : rows[i - 1];
    return !before || oldestFirst(before, row) <= 0;
  });

/**
 * The recognitions oldest first, kept between requests so the feed never sorts 100 000 rows per page:
 * a give appends in order; only rows removed, replaced or arriving out of order cost a full sort.
 */
export function chronologicalBonuses(store: Store): () => readonly Bonus[] {
  let source: readonly Bonus[] = [];
  let seen = 0;
  let lastSeen: Bonus | undefined;
  let sorted: Bonus[] = [];
  return () => {
    const rows = store.all('bonuses');
    const grown = rows === source && rows.length >= seen && rows[seen - 1] === lastSeen;
    const added = grown ? rows.slice(seen) : [];
    if (grown && follows(sorted.at(-1), added)) sorted.push(...added);
    else sorted = [...rows].sort(oldestFirst);
    source = rows;
    seen = rows.length;
    lastSeen = rows.at(-1);
    return sorted;
  };
}
