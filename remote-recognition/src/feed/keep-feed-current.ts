import { mutate } from 'swr';
import { BONUS_CREATED_EVENT } from '@laurel/shared/recognition';
import { prependToFeed } from './api/feed-cache';
import { isBonusCreatedDetail } from './hooks/useBonusCreated';

/**
 * Puts each recognition given anywhere on the page at the top of the cached feed, even while the feed
 * is not shown, so going back to `/` shows it without waiting for the cache to go stale.
 */
export function keepFeedCurrent(): () => void {
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (isBonusCreatedDetail(detail)) void prependToFeed(mutate, detail.bonus);
  };
  window.addEventListener(BONUS_CREATED_EVENT, listener);
  return () => window.removeEventListener(BONUS_CREATED_EVENT, listener);
}
