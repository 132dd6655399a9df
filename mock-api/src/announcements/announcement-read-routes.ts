import { Router, type RequestHandler } from 'express';
import { calendarDayOf, type Announcement } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AnnouncementRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import type { Notifier } from '../notifications/notification-writer';
import { announcementRecipients } from '../recipients/announcement-recipients';
import { announcementView } from './announcement-view';
import { postDueAnnouncements } from './post-due-announcements';

const byStartDateDescending = (a: AnnouncementRow, b: AnnouncementRow) =>
  b.start_date.localeCompare(a.start_date) || b.id - a.id;

/** The announcement reads (recognition §7): the company's posted and scheduled ones, and the viewer's current ones. */
export function announcementReadRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }) {
  const router = Router();
  const postDue: RequestHandler = (_req, _res, next) => {
    postDueAnnouncements(store, notifier, now());
    next();
  };
  const viewsOf = (rows: AnnouncementRow[]): Announcement[] => {
    const today = calendarDayOf(now());
    const users = store.rowsById('users');
    return rows.map((row) => announcementView(row, today, users));
  };

  router.get(
    '/announcements/announcements',
    guardedBy('GET', '/api/v2/announcements/announcements'),
    postDue,
    (_req, res) => {
      const { company } = subjectOf(res);
      const views = viewsOf(store.all('announcements').filter((row) => row.company_id === company.id));
      const posted = views.filter((view) => view.status === 'posted');
      const scheduled = views.filter((view) => view.status === 'scheduled');
      posted.sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
      scheduled.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
      res.json({ result: { posted, scheduled } });
    },
  );

  router.get(
    '/announcements/current_announcements',
    guardedBy('GET', '/api/v2/announcements/current_announcements'),
    postDue,
    (_req, res) => {
      const { user } = subjectOf(res);
      const mine = store
        .all('announcements')
        .filter((row) => row.company_id === user.company_id)
        .filter((row) => announcementRecipients(store, row.company_id, row.reason_tokens).some((r) => r.id === user.id))
        .sort(byStartDateDescending);
      res.json({ result: viewsOf(mine).filter((view) => view.status === 'posted') });
    },
  );

  return router;
}
