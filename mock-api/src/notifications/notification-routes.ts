import { Router, type Response } from 'express';
import type { Store } from '../db/store';
import type { NotificationRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { postDueAnnouncements } from '../announcements/post-due-announcements';
import { monthlyEvents } from './monthly-notifications';
import type { Notifier } from './notification-writer';
import { notificationView } from './notification-view';

const newestFirst = (a: NotificationRow, b: NotificationRow) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * Notifications (recognition §4, §7): the viewer's list, with what the clock has made due written first,
 * and marking one seen or read, or every one read. Each person reaches only their own.
 */
export function notificationRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }): Router {
  const router = Router();
  const ownNotification = (res: Response, id: string | undefined) => {
    const { user } = subjectOf(res);
    return store.all('notifications').find((row) => String(row.id) === id && row.user_id === user.id);
  };
  const answer = (res: Response, row: NotificationRow) =>
    res.json({ result: notificationView(row, store.rowsById('users')) });

  router.get(
    '/app_notifications/notifications',
    guardedBy('GET', '/api/v2/app_notifications/notifications'),
    (_req, res) => {
      const { user } = subjectOf(res);
      postDueAnnouncements(store, notifier, now());
      notifier.notify(monthlyEvents(user, now()));
      const users = store.rowsById('users');
      const mine = store
        .all('notifications')
        .filter((row) => row.user_id === user.id)
        .sort(newestFirst);
      res.json({ result: mine.map((row) => notificationView(row, users)) });
    },
  );

  router.post(
    '/app_notifications/mark_all_as_read',
    guardedBy('POST', '/api/v2/app_notifications/mark_all_as_read'),
    (_req, res) => {
      const { user } = subjectOf(res);
      const at = new Date(now()).toISOString();
      const marked = store.all('notifications').filter((row) => row.user_id === user.id && row.acted_at === null);
      for (const row of marked) row.acted_at = at;
      store.persist();
      res.json({ result: { marked: marked.length } });
    },
  );

  router.post(
    '/app_notifications/:id/mark_as_seen',
    guardedBy('POST', '/api/v2/app_notifications/:id/mark_as_seen'),
    (req, res) => {
      const row = ownNotification(res, req.params.id);
      if (!row) return sendError(res, 'not_found');
      row.seen_at ??= new Date(now()).toISOString();
      store.persist();
      answer(res, row);
    },
  );

  router.post(
    '/app_notifications/:id/mark_as_read',
    guardedBy('POST', '/api/v2/app_notifications/:id/mark_as_read'),
    (req, res) => {
      const row = ownNotification(res, req.params.id);
      if (!row) return sendError(res, 'not_found');
      const at = new Date(now()).toISOString();
      row.seen_at ??= at;
      row.acted_at ??= at;
      store.persist();
      answer(res, row);
    },
  );

  return router;
}
