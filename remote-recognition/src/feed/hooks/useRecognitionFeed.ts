import { useSWRConfig } from 'swr';
import { prependToFeed } from '../api/feed-cache';
import { useBonusFeedPages } from '../api/get-bonus-feed';
import { useBonusCreated } from './useBonusCreated';
import { useBonusPages, type BonusPagesStatus } from './useBonusPages';

export type RecognitionFeedStatus = BonusPagesStatus;

/** The feed as the page draws it: its state, the recognitions loaded so far and how to load more. */
export function useRecognitionFeed() {
  const { mutate: mutateCache } = useSWRConfig();
  const pages = useBonusFeedPages();
  const { mutate } = pages;

  useBonusCreated(({ bonus }) => {
    // Every loaded page shifts by one, so all of them are fetched again behind the new recognition.
    void prependToFeed(mutateCache, bonus).then(() => mutate());
  });

  return useBonusPages(pages);
}
