import { Router } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { adminDashboard } from './admin-dashboard';

export const ADMIN_DASHBOARD_PATH = '/api/v2/admin/analytics/dashboard';

/** `GET /admin/analytics/dashboard` (issue 17 item 1): the caller's company at a glance. */
export function dashboardRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/admin/analytics/dashboard', guardedBy('GET', ADMIN_DASHBOARD_PATH), (_req, res) => {
    res.json({ result: adminDashboard(store, subjectOf(res).company.id, now()) });
  });
  return router;
}
