import { Router } from 'express';
import { apiRoute } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { sendError } from '../http/send-error';
import { nominationsOf } from './nomination-audience';
import { publicNominationPeriod } from './nomination-views';

export const PUBLIC_NOMINATION_PERIODS = '/api/v2/public/nomination_periods';
const PATH = `${PUBLIC_NOMINATION_PERIODS}/:id`;

/**
 * The read behind /share/nominations/{id} (programs §2), mounted ahead of the bearer-only bases: no
 * sign-in, a public period's names and summaries, and the same 404 for an admin-only period as for none.
 */
export function publicNominationRoutes(store: Store, now: () => number): Router {
  // The matrix's row (anyone, 404) is this handler's rule; asking for it fails the build when it is missing.
  apiRoute('GET', PATH);
  const router = Router();
  router.get(PATH, (req, res) => {
    const period = store
      .all('nomination_periods')
      .find((row) => String(row.id) === req.params.id && row.visibility === 'public');
    if (!period) return sendError(res, 'not_found');
    res.set('Cache-Control', 'no-store');
    res.json(publicNominationPeriod(period, nominationsOf(store, period.id), store.rowsById('users'), now()));
  });
  return router;
}
