import { Router } from 'express';
import { parseReportFilters } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { subjectOf } from '../../authz/subject';
import { guardedBy } from '../../authz/route-guard';
import { sendError } from '../../http/send-error';
import { companyGamingSignals } from './gaming-signals';

export const GAMING_SIGNALS_PATH = '/api/v2/admin/reports/gaming_signals';

/** `GET /admin/reports/gaming_signals?start_date&end_date` (issue 17 item 7). */
export function gamingRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/admin/reports/gaming_signals', guardedBy('GET', GAMING_SIGNALS_PATH), (req, res) => {
    const parsed = parseReportFilters(req.query as Record<string, unknown>, new Date(now()));
    if ('problem' in parsed) {
      sendError(res, parsed.problem);
      return;
    }
    const { start_date, end_date } = parsed.filters;
    res.json({ result: companyGamingSignals(store, subjectOf(res).company.id, { start_date, end_date }) });
  });
  return router;
}
