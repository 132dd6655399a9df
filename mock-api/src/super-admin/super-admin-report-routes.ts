import { Router } from 'express';
import type { Store } from '../db/store';
import { guardedBy } from '../authz/route-guard';
import { qualityBotReport } from './quality-bot-report';
import { integrationErrors } from './integration-errors';

export const QUALITY_BOT_REPORTS_PATH = '/api/v2/super_admin/bonus_quality_bot_reports';
export const INTEGRATION_ERRORS_PATH = '/api/v2/super_admin/integration_errors';
const INTEGRATION_ERRORS_LIMIT = 100;

/** The super-admin's reports across companies: the quality bot's ratings and the failed integrations. */
export function superAdminReportRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/super_admin/bonus_quality_bot_reports', guardedBy('GET', QUALITY_BOT_REPORTS_PATH), (_req, res) => {
    res.json({ result: qualityBotReport(store, now()) });
  });
  router.get('/super_admin/integration_errors', guardedBy('GET', INTEGRATION_ERRORS_PATH), (_req, res) => {
    res.json({ result: integrationErrors(store, INTEGRATION_ERRORS_LIMIT) });
  });
  return router;
}
