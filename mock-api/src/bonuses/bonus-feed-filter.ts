import type { BonusFeedFilter } from '@laurel/shared/contract';
import type { Bonus } from '../db/types';

const ID = /^[1-9]\d{0,9}$/;
/** A hashtag as the text parser reads one, without `#`. */
const HASHTAG = /^[\p{L}\p{N}\p{M}_](?:[\p{L}\p{N}\p{M}_.'-]*[\p{L}\p{N}\p{M}_])?$/u;
const MAX_HASHTAG_LENGTH = 100;

export const isHashtagText = (text: string) => text.length <= MAX_HASHTAG_LENGTH && HASHTAG.test(text);

/** Hashtags compare as people read them: `#ownit` is `#OwnIt`. */
export const sameHashtag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The filters of a feed query, or null when one is there but is not an id or a hashtag. */
export function feedFilterOf(query: Record<string, unknown>): BonusFeedFilter | null {
  const filter: BonusFeedFilter = {};
  for (const key of ['receiver_id', 'giver_id'] as const) {
    const value = query[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !ID.test(value)) return null;
    filter[key] = Number(value);
  }
  const { hashtag } = query;
  if (hashtag !== undefined) {
    if (typeof hashtag !== 'string' || !isHashtagText(hashtag)) return null;
    filter.hashtag = hashtag;
  }
  return filter;
}

/** Whether a recognition is one the filter asks for; no filter takes every one. */
export const matchesFeedFilter =
  ({ receiver_id, giver_id, hashtag }: BonusFeedFilter) =>
  (bonus: Bonus): boolean =>
    (receiver_id === undefined || bonus.receiver_ids.includes(receiver_id)) &&
    (giver_id === undefined || bonus.giver_id === giver_id) &&
    (hashtag === undefined || bonus.hashtags.some((tag) => sameHashtag(tag, hashtag)));
