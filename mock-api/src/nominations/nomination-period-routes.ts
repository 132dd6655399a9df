import { Router } from 'express';
import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { nominationAdminRoutes } from './nomination-admin-routes';
import { nominationRoutes } from './nomination-routes';
import { nomineeSearchRoutes } from './nominee-search-routes';

/** Nomination periods (programs §2–§9): their administration, and nominating in them. */
export function nominationPeriodRoutes(store: Store, { notifier, now }: { notifier: Notifier; now: () => number }) {
  const router = Router();
  router.use(nominationAdminRoutes(store, { notifier, now }));
  router.use(nominationRoutes(store, now));
  router.use(nomineeSearchRoutes(store));
  return router;
}
