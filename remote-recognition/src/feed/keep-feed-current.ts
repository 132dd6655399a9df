import { mutate } from 'swr';
import { on } from '@laurel/shared';
import { prependToFeed } from './api/feed-cache';
import { isBonusCreatedDetail } from './hooks/useBonusCreated';

/**
 * Puts each recognition given anywhere on the page at the top of the cached feed, even while the feed
 * is not shown, so going back to `/` shows it without waiting for the cache to go stale.
 */
export const keepFeedCurrent = (): (() => void) =>
  on('bonus-created', ({ bonus }) => void prependToFeed(mutate, bonus), isBonusCreatedDetail);
