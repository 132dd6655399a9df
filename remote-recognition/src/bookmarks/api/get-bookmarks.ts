import { QUERY_DEFAULTS, useSWRInfinite, v2Client } from '@laurel/shared';
import { FEED_PAGE_SIZE } from '@laurel/shared/recognition';
import type { BonusFeedPage } from '../../feed/feed-pages';
import { bookmarksPageKey, type BookmarksPageKey } from '../../feed/api/bookmarks-keys';

const getBookmarksPage = ([, page]: BookmarksPageKey): Promise<BonusFeedPage> =>
  v2Client.get<BonusFeedPage>('bookmarks', { params: { page, per_page: FEED_PAGE_SIZE } });

/**
 * The reader's bookmarks, newest bookmarked first, a page at a time like the feed. Every loaded page is
 * read again when the page opens: a bookmark made on the feed since then belongs on top.
 */
export const useBookmarkPages = () =>
  useSWRInfinite(bookmarksPageKey, getBookmarksPage, {
    ...QUERY_DEFAULTS,
    revalidateFirstPage: false,
    revalidateOnMount: true,
  });
