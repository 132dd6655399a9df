import { Router } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { giverBudgetView, recognitionSettingsView } from './giver-settings-views';
import { flashPointsSpendableBy } from './flash-points';

/** What the composer loads before giving: the company's recognition settings and the giver's budget. */
export function giverSettingsRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.get('/companies/show', (_req, res) => {
    res.json({ result: recognitionSettingsView(store, subjectOf(res)) });
  });

  router.get('/users/show', (_req, res) => {
    const subject = subjectOf(res);
    res.json({ result: giverBudgetView(subject, flashPointsSpendableBy(store, subject, now())) });
  });

  return router;
}
