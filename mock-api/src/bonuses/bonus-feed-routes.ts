import { Router } from 'express';
import { FEED_PAGE_SIZE } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import { subjectOf } from '../authz/subject';
import { visibleBonusOr404, visibleTo } from './bonus-visibility';
import { chronologicalBonuses } from './chronological-bonuses';
import { MAX_FEED_PAGE_SIZE, feedViews, pageMeta, positiveNumber } from './feed-views';
import { feedFilterOf, matchesFeedFilter } from './bonus-feed-filter';
import { sendError } from '../http/send-error';

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
    const pageSize = Math.min(positiveNumber(req.query.per_page, FEED_PAGE_SIZE), MAX_FEED_PAGE_SIZE);
    let pageNumber = positiveNumber(req.query.page, 1);
    let { rows, totalCount } = newestVisiblePage(bonuses, canSee, pageNumber, pageSize);
    const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
    if (pageNumber > totalPages) {
      pageNumber = totalPages;
      ({ rows, totalCount } = newestVisiblePage(bonuses, canSee, pageNumber, pageSize));
    }
    res.json({ result: feedViews(store, rows, user.id), meta: pageMeta(pageNumber, pageSize, totalCount) });
  });

  router.get('/bonuses/:bonusId', (req, res) => {
    const bonus = visibleBonusOr404(store, res, req.params.bonusId);
    if (!bonus) return;
    const [view] = feedViews(store, [bonus], subjectOf(res).user.id);
    res.json({ result: view });
  });

  return router;
}
