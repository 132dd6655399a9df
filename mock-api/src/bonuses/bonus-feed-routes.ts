import { Router } from 'express';
import { FEED_PAGE_SIZE, type BonusView, type FeedPageMeta } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import { subjectOf } from '../authz/subject';
import { bonusView } from './bonus-view';
import { visibleBonusOr404, visibleTo } from './bonus-visibility';
import { chronologicalBonuses } from './chronological-bonuses';
import { engagementFor } from './engagement';
import { familyAmountsFor } from './family-amount';
import { feedFilterOf, matchesFeedFilter } from './bonus-feed-filter';
import { sendError } from '../http/send-error';

const MAX_PAGE_SIZE = 100;

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

function pageMeta(pageNumber: number, pageSize: number, totalCount: number): FeedPageMeta {
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

/** One pass from the newest: the page's rows and how many the reader may see in all, without copying them. */
function newestVisiblePage(
  oldestFirst: readonly Bonus[],
  canSee: (bonus: Bonus) => boolean,
  pageNumber: number,
  pageSize: number,
) {
  const skip = (pageNumber - 1) * pageSize;
  const rows: Bonus[] = [];
  let totalCount = 0;
  for (let index = oldestFirst.length - 1; index >= 0; index -= 1) {
    const bonus = oldestFirst[index]!;
    if (!canSee(bonus)) continue;
    if (totalCount >= skip && rows.length < pageSize) rows.push(bonus);
    totalCount += 1;
  }
  return { rows, totalCount };
}

/**
 * The recognition feed: what the signed-in user may see, newest first, a page at a time; optionally only
 * a person's received or given recognitions, or a hashtag's (their pages).
 */
export function bonusFeedRoutes(store: Store): Router {
  const router = Router();
  const chronological = chronologicalBonuses(store);

  const views = (bonuses: readonly Bonus[], readerId: number): BonusView[] => {
    const people = store.rowsById('users');
    const engagement = engagementFor(
      store,
      readerId,
      bonuses.map((bonus) => bonus.id),
    );
    const familyAmount = familyAmountsFor(
      store,
      bonuses.map((bonus) => bonus.id),
    );
    return bonuses.map((bonus) => ({
      ...bonusView(bonus, people),
      ...engagement(bonus.id),
      family_amount: familyAmount(bonus.id),
    }));
  };

  router.get('/bonus_feeds', (req, res) => {
    const { user } = subjectOf(res);
    const filter = feedFilterOf(req.query);
    if (!filter) {
      sendError(res, 'bad_request');
      return;
    }
    const visible = visibleTo(store, user);
    const asked = matchesFeedFilter(filter);
    const canSee = (bonus: Bonus) => asked(bonus) && visible(bonus);
    const bonuses = chronological();
    const pageSize = Math.min(positive(req.query.per_page, FEED_PAGE_SIZE), MAX_PAGE_SIZE);
    let pageNumber = positive(req.query.page, 1);
    let { rows, totalCount } = newestVisiblePage(bonuses, canSee, pageNumber, pageSize);
    const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
    if (pageNumber > totalPages) {
      pageNumber = totalPages;
      ({ rows, totalCount } = newestVisiblePage(bonuses, canSee, pageNumber, pageSize));
    }
    res.json({ result: views(rows, user.id), meta: pageMeta(pageNumber, pageSize, totalCount) });
  });

  router.get('/bonuses/:bonusId', (req, res) => {
    const bonus = visibleBonusOr404(store, res, req.params.bonusId);
    if (!bonus) return;
    const [view] = views([bonus], subjectOf(res).user.id);
    res.json({ result: view });
  });

  return router;
}
