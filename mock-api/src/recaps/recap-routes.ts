import { Router } from 'express';
import { canReadRecap, recapPeriod } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { recapOf } from './recap';

const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * `GET /recaps/{userId}?from&to`: the print views' recap. Only the person, their manager and global admins of
 * the company may read it; for anyone else the person does not exist (404).
 */
export function recapRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/recaps/:userId', guardedBy('GET', '/api/v2/recaps/:userId'), (req, res) => {
    const subject = subjectOf(res);
    const person = store.rowsById('users').get(Number(req.params.userId));
    const readable =
      person !== undefined &&
      person.company_id === subject.company.id &&
      person.status !== 'invited' &&
      canReadRecap(subject.user, { id: person.id, managerId: person.manager_id });
    if (!readable) return sendError(res, 'not_found');
    const period = recapPeriod(queryText(req.query.from), queryText(req.query.to), now());
    res.json({ result: recapOf(store, subject.user, person, period) });
  });
  return router;
}
