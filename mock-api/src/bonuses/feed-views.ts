import type { BonusView, FeedPageMeta } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import { bonusView } from './bonus-view';
import { bookmarkedBy } from './bookmarks';
import { engagementFor } from './engagement';
import { familyAmountsFor } from './family-amount';

/** Recognitions as a feed page shows them to their reader: engagement, family amount, whether they bookmarked it. */
export function feedViews(store: Store, bonuses: readonly Bonus[], readerId: number): BonusView[] {
  const people = store.rowsById('users');
  const ids = bonuses.map((bonus) => bonus.id);
  const engagement = engagementFor(store, readerId, ids);
  const familyAmount = familyAmountsFor(store, ids);
  const bookmarked = bookmarkedBy(store, readerId);
  return bonuses.map((bonus) => ({
    ...bonusView(bonus, people),
    ...engagement(bonus.id),
    family_amount: familyAmount(bonus.id),
    bookmarked: bookmarked.has(bonus.id),
  }));
}

export const MAX_FEED_PAGE_SIZE = 100;

export const positiveNumber = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function pageMeta(pageNumber: number, pageSize: number, totalCount: number): FeedPageMeta {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    pageNumber,
    pageSize,
    totalPages,
    totalCount,
    last: pageNumber === totalPages,
    pageNext: pageNumber < totalPages ? pageNumber + 1 : null,
    pagePrevious: pageNumber > 1 ? pageNumber - 1 : null,
  };
}
