import { Router } from 'express';
import type { Store } from '../db/store';
import type { MoneyRouteOptions } from '../bonuses/bonus-routes';
import { awardAdminRoutes } from './award-admin-routes';
import { awardApprovalRoutes } from './award-approval-routes';
import { awardGiveRoutes } from './award-give-routes';
import { awardReadRoutes } from './award-read-routes';

/**
 * Manual awards (programs §2–§9, recognition §3): administration, giving one through `POST /bonuses`,
 * approvals and the givers' read. Mounted before the recognitions and the incentives, whose
 * `POST /bonuses` and `GET /awards/:id` would otherwise answer these paths.
 */
export function awardRoutes(store: Store, options: MoneyRouteOptions & { uploadsDir: string }): Router {
  const router = Router();
  router.use(awardAdminRoutes(store, options));
  router.use(awardReadRoutes(store, options.now));
  router.use(awardApprovalRoutes(store, options.notifier, options.now));
  router.use(awardGiveRoutes(store, options));
  return router;
}
