import { Router } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { bonusView } from './bonus-view';
import { visibleBonusOr404, visibleTo } from './bonus-visibility';
import { engagementFor } from './engagement';

export const FEED_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The recognition feed: what the signed-in user may see, newest first, a page at a time. */
export function bonusFeedRoutes(store: Store): Router {
  const router = Router();

  router.get('/bonus_feeds', (req, res) => {
    const { user } = subjectOf(res);
    const users = store.all('users');
    const visible = store
      .all('bonuses')
      .filter(visibleTo(store, user))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const pageSize = Math.min(positive(req.query.per_page, FEED_PAGE_SIZE), MAX_PAGE_SIZE);
    const totalPages = Math.max(1, Math.ceil(visible.length / pageSize));
    const pageNumber = Math.min(positive(req.query.page, 1), totalPages);
    const rows = visible.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    const engagement = engagementFor(store, user.id);
    res.json({
      result: rows.map((bonus) => ({ ...bonusView(bonus, users), ...engagement(bonus.id) })),
      meta: {
        pageNumber,
        pageSize,
        totalPages,
        totalCount: visible.length,
        last: pageNumber === totalPages,
        pageNext: pageNumber < totalPages ? pageNumber + 1 : null,
        pagePrevious: pageNumber > 1 ? pageNumber - 1 : null,
      },
    });
  });

  router.get('/bonuses/:bonusId', (req, res) => {
    const bonus = visibleBonusOr404(store, res, req.params.bonusId);
    if (!bonus) return;
    const reader = subjectOf(res).user;
    res.json({ result: { ...bonusView(bonus, store.all('users')), ...engagementFor(store, reader.id)(bonus.id) } });
  });

  return router;
}
