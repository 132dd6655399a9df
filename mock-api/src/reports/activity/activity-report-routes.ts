import { Router } from 'express';
import { ACTIVITY_REPORTS, activityReportPath, parseReportFilters } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { sendError } from '../../http/send-error';
import { ACTIVITY_REPORT_BUILDERS } from './activity-reports';
import { activityRequestOf } from './activity-scope';

const API_PREFIX = '/api/v2';

/** `GET /admin/reports/activity/<report>`: each report behind its own menu entry's gate (platform §6). */
export function activityReportRoutes(store: Store, now: () => number): Router {
  const router = Router();
  for (const report of ACTIVITY_REPORTS) {
    const path = activityReportPath(report);
    router.get(path.slice(API_PREFIX.length), guardedBy('GET', path), (req, res) => {
      const query = req.query as Record<string, unknown>;
      const read = parseReportFilters(query, new Date(now()));
      if ('problem' in read) return sendError(res, read.problem);
      const request = activityRequestOf(subjectOf(res).company.id, read.filters, query.page);
      res.json({ result: ACTIVITY_REPORT_BUILDERS[report](store, request) });
    });
  }
  return router;
}
