import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';
import { showBookmarked } from '../api/bookmarks-cache';
import { deleteBookmark } from '../api/delete-bookmark';
import { putBookmark } from '../api/put-bookmark';

/**
 * Bookmarks a recognition, or removes the bookmark, at once and tells the server after; if the server
 * refuses, the bookmark goes back to how it was and a toast says so.
 */
export function useToggleBookmark() {
  const { t } = useTranslation('recognition');
  const { mutate } = useSWRConfig();
  const inFlight = useRef(new Set<number>());

  return useCallback(
    async (bonus: BonusView) => {
      if (inFlight.current.has(bonus.id)) return;
      inFlight.current.add(bonus.id);
      const add = !bonus.bookmarked;
      await showBookmarked(mutate, bonus.id, add);
      try {
        await (add ? putBookmark(bonus.id) : deleteBookmark(bonus.id));
      } catch {
        await showBookmarked(mutate, bonus.id, !add);
        showToast(t(add ? 'card.bookmarkError' : 'card.removeBookmarkError'), 'error');
      } finally {
        inFlight.current.delete(bonus.id);
      }
    },
    [mutate, t],
  );
}
