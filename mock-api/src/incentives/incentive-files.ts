import { Router } from 'express';
import type { Store } from '../db/store';
import { companyImageFiles } from '../uploads/company-images';

export const INCENTIVE_PROOFS_PATH = '/uploads/incentive_proofs';
export const INCENTIVE_ICONS_PATH = '/uploads/incentive_icons';

/** Claim proofs and incentive icons, served to signed-in people of their company by the session cookie. */
export function incentiveFiles(uploadsDir: string, store: Store, secret: Uint8Array): Router {
  const router = Router();
  router.use(INCENTIVE_PROOFS_PATH, companyImageFiles(uploadsDir, 'incentive_proofs', store, secret));
  router.use(INCENTIVE_ICONS_PATH, companyImageFiles(uploadsDir, 'incentive_icons', store, secret));
  return router;
}
