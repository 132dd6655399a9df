import { Router } from 'express';
import type { Store } from '../db/store';
import type { Notifier } from '../notifications/notification-writer';
import { celebrationGiveRoutes } from './celebration-give-routes';
import { celebrationAdminRoutes } from './celebration-admin-routes';
import { celebrationExportRoutes } from './celebration-export-routes';

export interface CelebrationRoutesOptions {
  uploadsDir: string;
  notifier: Notifier;
  now: () => number;
}

/** Celebrations (programs §2–§9): administration, manual gives and the daily job, and the export. */
export function celebrationRoutes(store: Store, { uploadsDir, notifier, now }: CelebrationRoutesOptions): Router {
  const router = Router();
  // Ahead of the admin routes: `manually_give` and `run_daily` are not ids.
  router.use(celebrationGiveRoutes(store, { notifier, now }));
  router.use(celebrationAdminRoutes(store, now));
  router.use(celebrationExportRoutes(store, { uploadsDir, now }));
  return router;
}
