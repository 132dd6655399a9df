import type { Store } from '../db/store';

/** The ids of the recognitions a person has bookmarked, read once per request. */
export const bookmarkedBy = (store: Store, userId: number): ReadonlySet<number> =>
  new Set(
    store
      .all('bookmarks')
      .filter((row) => row.user_id === userId)
      .map((row) => row.bonus_id),
  );
