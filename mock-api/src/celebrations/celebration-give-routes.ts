import { Router } from 'express';
import {
  celebrationManualGiveSchema,
  localDayOf,
  type CelebrationJobResult,
  type CelebrationPostOutcome,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Notifier, NotificationEvent } from '../notifications/notification-writer';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { companyCelebration } from './celebration-admin-routes';
import { postCelebration, postedKeys } from './post-celebration';
import { runCelebrations } from './run-celebrations';

const BASE = '/api/v2/admin/celebrations';

/**
 * Posting celebrations by hand: `manually_give` posts one for chosen colleagues now (once per person and their
 * day, as the job), and `run_daily` runs the daily job for the caller's company on the server's clock — the
 * clock tests set through the app's `now` option; there is no way to move it over HTTP.
 */
export function celebrationGiveRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }) {
  const router = Router();

  router.post('/admin/celebrations/manually_give', guardedBy('POST', `${BASE}/manually_give`), (req, res) => {
    const { company } = subjectOf(res);
    const parsed = celebrationManualGiveSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 'bad_request');
    const celebration = companyCelebration(store, company.id, String(parsed.data.celebrationId));
    if (!celebration) return sendError(res, 'not_found');
    if (celebration.state !== 'active') return sendError(res, 'celebration_inactive');
    const users = store.rowsById('users');
    const people = [...new Set(parsed.data.userIds)].map((id) => users.get(id));
    const colleagues = people.filter((user) => user?.company_id === company.id && user.status === 'active');
    if (colleagues.length !== people.length) return sendError(res, 'celebration_recipients_invalid');
    const at = now();
    const posted = postedKeys(store);
    const outcomes: CelebrationPostOutcome[] = [];
    const events: NotificationEvent[] = [];
    for (const person of colleagues) {
      const { outcome, event } = postCelebration(store, {
        celebration,
        person: person!,
        day: localDayOf(at, person!.time_zone),
        amount: celebration.amount ?? 0,
        manual: true,
        posted,
        at,
      });
      outcomes.push(outcome);
      if (event) events.push(event);
    }
    store.persist();
    notifier.notify(events);
    const result: CelebrationJobResult = { ranAt: new Date(at).toISOString(), posted: outcomes };
    res.status(events.length > 0 ? 201 : 200).json(result);
  });

  router.post('/admin/celebrations/run_daily', guardedBy('POST', `${BASE}/run_daily`), (_req, res) => {
    res.json(runCelebrations(store, now(), { notifier, companyId: subjectOf(res).company.id }));
  });

  return router;
}
