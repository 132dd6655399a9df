import { mutate } from 'swr';
import { on } from '@laurel/shared';
import { isFilteredBonusesKey } from './api/get-filtered-bonuses';

const isSummaryKey = (key: unknown) => Array.isArray(key) && (key[0] === 'user_profiles' || key[0] === 'hashtags');

/**
 * A recognition given anywhere may belong to any person's or hashtag's list, and the feed's cache puts it on
 * top of every first page keyed like its own: the lists are read again instead (cleared, so one not shown
 * now loads fresh when it is), and the counts above them with them.
 */
export const refreshPeoplePagesOnGive = (): (() => void) =>
  on('bonus-created', () => {
    void mutate(isFilteredBonusesKey, undefined, { revalidate: true });
    void mutate(isSummaryKey);
  });
