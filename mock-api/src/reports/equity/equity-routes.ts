import { Router } from 'express';
import { parseReportFilters } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { sendError } from '../../http/send-error';
import { companyEquity } from './recognition-equity';

export const RECOGNITION_EQUITY_PATH = '/api/v2/admin/reports/recognition_equity';

/** `GET /admin/reports/recognition_equity?start_date&end_date` (issue 17 item 7), small segments hidden here. */
export function equityRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/admin/reports/recognition_equity', guardedBy('GET', RECOGNITION_EQUITY_PATH), (req, res) => {
    const parsed = parseReportFilters(req.query as Record<string, unknown>, new Date(now()));
    if ('problem' in parsed) {
      sendError(res, parsed.problem);
      return;
    }
    const { start_date, end_date } = parsed.filters;
    res.json({ result: companyEquity(store, subjectOf(res).company.id, { start_date, end_date }, now()) });
  });
  return router;
}
