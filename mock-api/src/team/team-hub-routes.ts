import { Router } from 'express';
import { TEAM_HUB_API_PATH } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { teamHubOf } from './team-hub';
import { viewerTimeZoneOf } from '../company-defaults/viewer-time-zone';

/** `GET /team/your-team` (issue 18 item 2): the caller's own direct reports, never another manager's. */
export function teamHubRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/team/your-team', guardedBy('GET', TEAM_HUB_API_PATH), (_req, res) => {
    const { user, company } = subjectOf(res);
    res.json({ result: teamHubOf(store, user, now(), viewerTimeZoneOf(user, company)) });
  });
  return router;
}
