import { Router } from 'express';
import type { Store } from '../db/store';
import { guardedBy } from '../authz/route-guard';
import { qualityBotReport } from './quality-bot-report';
import { integrationErrors } from './integration-errors';
import { catalogToolItems, isCatalogToolView, rewardsHealthCheck } from './catalog-tools';
import { companyKvms } from './kvms';
import { sendError } from '../http/send-error';
import { unimplementedCatalogRoutes } from './unimplemented-catalog-routes';

export const QUALITY_BOT_REPORTS_PATH = '/api/v2/super_admin/bonus_quality_bot_reports';
export const INTEGRATION_ERRORS_PATH = '/api/v2/super_admin/integration_errors';
export const CATALOG_TOOLS_PATH = '/api/v2/super_admin/catalog/:view';
export const KVMS_PATH = '/api/v2/super_admin/kvms';
export const REWARDS_HEALTH_CHECK_PATH = '/api/v2/super_admin/rewards_health_check';
const INTEGRATION_ERRORS_LIMIT = 100;

/** The super-admin's reports across companies: the quality bot's ratings, the failed integrations, the catalogue tools. */
export function superAdminReportRoutes(store: Store, now: () => number): Router {
  const router = Router();
  router.get('/super_admin/bonus_quality_bot_reports', guardedBy('GET', QUALITY_BOT_REPORTS_PATH), (_req, res) => {
    res.json({ result: qualityBotReport(store, now()) });
  });
  router.get('/super_admin/integration_errors', guardedBy('GET', INTEGRATION_ERRORS_PATH), (_req, res) => {
    res.json({ result: integrationErrors(store, INTEGRATION_ERRORS_LIMIT) });
  });
  router.get('/super_admin/rewards_health_check', guardedBy('GET', REWARDS_HEALTH_CHECK_PATH), (_req, res) => {
    res.json({ result: rewardsHealthCheck(store.all('catalog_items'), store.all('redemptions')) });
  });
  router.get('/super_admin/kvms', guardedBy('GET', KVMS_PATH), (_req, res) => {
    res.json({ result: companyKvms(store, now()) });
  });
  // Before `:view`, which would take `unimplemented` for a view it does not know.
  router.use(unimplementedCatalogRoutes(store, now));
  router.get('/super_admin/catalog/:view', guardedBy('GET', CATALOG_TOOLS_PATH), (req, res) => {
    const { view } = req.params;
    if (!isCatalogToolView(view)) return sendError(res, 'not_found');
    res.json({ result: catalogToolItems(store.all('catalog_items'), view) });
  });
  return router;
}
