import { Router, type RequestHandler } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { toCsv } from '../reports/csv-reports';
import { incentiveSummary, summaryCsvRows, summaryFilterOf } from './incentive-summary';

const SUMMARY = '/api/v2/admin/incentives/summary';
export const SUMMARY_CSV_PATH = `${SUMMARY}/export_csv`;

/** `GET /admin/incentives/summary` (programs §7): filters, paging and sort over the company's claims. */
export function incentiveSummaryRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/admin/incentives/summary', guardedBy('GET', SUMMARY), (req, res) => {
    const filter = summaryFilterOf(req.query, now());
    if (!filter) return sendError(res, 'bad_request');
    res.json({ result: incentiveSummary(store, subjectOf(res).company.id, filter) });
  });
  return router;
}

/**
 * The CSV of the same filter, every page. The browser opens it in a new window, so it is authenticated
 * by the session cookie (`sessionSubject`) as well as a bearer token.
 */
export function incentiveSummaryCsv(store: Store, now: () => number, authenticate: RequestHandler): Router {
  const router = Router();
  router.get(SUMMARY_CSV_PATH, authenticate, guardedBy('GET', SUMMARY_CSV_PATH), (req, res) => {
    const filter = summaryFilterOf(req.query, now());
    if (!filter) return sendError(res, 'bad_request');
    const csv = toCsv(summaryCsvRows(store, subjectOf(res).company.id, filter));
    res
      .type('text/csv')
      .set('Content-Disposition', `attachment; filename="incentives-summary-${filter.startDate}-${filter.endDate}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });
  return router;
}
