import { Router } from 'express';
import { FEED_PAGE_SIZE } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { visibleBonusOr404, visibleTo } from './bonus-visibility';
import { MAX_FEED_PAGE_SIZE, feedViews, pageMeta, positiveNumber } from './feed-views';

/**
 * Bookmarks (`/bookmark`): a person keeps the recognitions they may read; adding or removing one twice
 * changes nothing. One they can no longer read (made private to others, hidden after a report) leaves the
 * list but keeps its row, so it comes back if it becomes readable again.
 */
export function bookmarkRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.put('/bonuses/:bonusId/bookmark', guardedBy('PUT', '/api/v2/bonuses/:bonusId/bookmark'), (req, res) => {
    const bonus = visibleBonusOr404(store, res, req.params.bonusId);
    if (!bonus) return;
    const { user } = subjectOf(res);
    const bookmarks = store.all('bookmarks');
    if (!bookmarks.some((row) => row.user_id === user.id && row.bonus_id === bonus.id)) {
      bookmarks.push({
        id: store.nextId('bookmarks'),
        user_id: user.id,
        bonus_id: bonus.id,
        created_at: new Date(now()).toISOString(),
      });
      store.persist();
    }
    res.json({ result: { bonus_id: bonus.id, bookmarked: true } });
  });

  router.delete('/bonuses/:bonusId/bookmark', guardedBy('DELETE', '/api/v2/bonuses/:bonusId/bookmark'), (req, res) => {
    const bonus = visibleBonusOr404(store, res, req.params.bonusId);
    if (!bonus) return;
    const { user } = subjectOf(res);
    const bookmarks = store.all('bookmarks');
    const index = bookmarks.findIndex((row) => row.user_id === user.id && row.bonus_id === bonus.id);
    if (index >= 0) {
      bookmarks.splice(index, 1);
      store.persist();
    }
    res.status(204).end();
  });

  router.get('/bookmarks', (req, res) => {
    const { user } = subjectOf(res);
    const visible = visibleTo(store, user);
    const bonuses = store.rowsById('bonuses');
    const newestFirst = store
      .all('bookmarks')
      .filter((row) => row.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((row) => bonuses.get(row.bonus_id))
      .filter((bonus): bonus is Bonus => bonus !== undefined && visible(bonus));
    const pageSize = Math.min(positiveNumber(req.query.per_page, FEED_PAGE_SIZE), MAX_FEED_PAGE_SIZE);
    const totalPages = Math.max(1, Math.ceil(newestFirst.length / pageSize));
    const pageNumber = Math.min(positiveNumber(req.query.page, 1), totalPages);
    const rows = newestFirst.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    res.json({ result: feedViews(store, rows, user.id), meta: pageMeta(pageNumber, pageSize, newestFirst.length) });
  });

  return router;
}
