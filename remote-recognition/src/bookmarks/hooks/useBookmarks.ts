import { useBonusPages, type BonusPagesStatus } from '../../feed/hooks/useBonusPages';
import { useBookmarkPages } from '../api/get-bookmarks';

export type BookmarksStatus = BonusPagesStatus;

/** The bookmarks as the page draws them: their state, the recognitions loaded so far and how to load more. */
export const useBookmarks = () => useBonusPages(useBookmarkPages());
