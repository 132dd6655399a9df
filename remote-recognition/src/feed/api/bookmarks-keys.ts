import { infinitePagesKey } from '@laurel/shared';
import type { BonusFeedPage } from '../feed-pages';

const BOOKMARKS = 'bookmarks';

export type BookmarksPageKey = readonly [typeof BOOKMARKS, number];

/** Page `index + 1` of the reader's bookmarks, until the server has said the previous page was the last. */
export const bookmarksPageKey = (index: number, previous: BonusFeedPage | null): BookmarksPageKey | null =>
  previous?.meta.last ? null : [BOOKMARKS, index + 1];

export const isBookmarksPageKey = (key: unknown): key is BookmarksPageKey => Array.isArray(key) && key[0] === BOOKMARKS;

/** The cache key of the bookmark pages loaded so far, as one list. */
export const BOOKMARKS_KEY = infinitePagesKey(bookmarksPageKey);
