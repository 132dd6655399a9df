import { Router, type RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { incentiveAdminRoutes } from './incentive-admin-routes';
import { incentiveSummaryRoutes } from './incentive-summary-routes';
import { incentiveReadRoutes } from './incentive-read-routes';
import { claimRoutes } from './claim-routes';
import { approvalRoutes } from './approval-routes';
import { audienceRoutes } from './audience-routes';

export interface IncentiveRoutesOptions {
  uploadsDir: string;
  notifier: Notifier;
  now: () => number;
  idempotent: RequestHandler;
}

/** Incentives (programs §2–§9): administration, the summary, claims, approvals and audience lookups. */
export function incentiveRoutes(
  store: Store,
  { uploadsDir, notifier, now, idempotent }: IncentiveRoutesOptions,
): Router {
  const router = Router();
  router.use(incentiveSummaryRoutes(store, now));
  router.use(incentiveAdminRoutes(store, { uploadsDir, now }));
  router.use(incentiveReadRoutes(store, now));
  router.use(claimRoutes(store, { uploadsDir, notifier, now, idempotent }));
  router.use(approvalRoutes(store, notifier, now));
  router.use(audienceRoutes(store));
  return router;
}
