import { Router } from 'express';
import { apiRoute, hasPermission } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NominationPeriodRow } from '../db/types';
import { flagsOf } from '../authz/subject';
import { sendError } from '../http/send-error';
import { companyProfileView, userProfileView } from '../routes/profile-views';
import { nominationsOf } from './nomination-audience';
import { publicNominationPeriod } from './nomination-views';

export const PUBLIC_NOMINATION_PERIODS = '/api/v2/public/nomination_periods';
const PATH = `${PUBLIC_NOMINATION_PERIODS}/:id`;

/** A company whose tier no longer has nominations (programs §6) shares none of its periods. */
function companyOffersNominations(store: Store, period: NominationPeriodRow): boolean {
  const company = store.rowsById('companies').get(period.company_id);
  const creator = store.rowsById('users').get(period.creator_id);
  if (!company || !creator) return false;
  const subject = { user: userProfileView(creator), company: companyProfileView(company), flags: flagsOf(company) };
  return hasPermission(subject, 'can-access-nominations');
}

/**
 * The read behind /share/nominations/{id} (programs §2), mounted ahead of the bearer-only bases: no
 * sign-in, a public period's names and summaries of its active nominees, and the same 404 for an
 * admin-only period as for none.
 */
export function publicNominationRoutes(store: Store, now: () => number): Router {
  // The matrix's row (anyone, 404) is this handler's rule; asking for it fails the build when it is missing.
  apiRoute('GET', PATH);
  const router = Router();
  router.get(PATH, (req, res) => {
    const period = store
      .all('nomination_periods')
      .find((row) => String(row.id) === req.params.id && row.visibility === 'public');
    if (!period || !companyOffersNominations(store, period)) return sendError(res, 'not_found');
    const people = store.rowsById('users');
    // Someone who has left is not shown to the world.
    const nominations = nominationsOf(store, period.id).filter(
      (nomination) => people.get(nomination.nominated_user_id)?.status === 'active',
    );
    res.set('Cache-Control', 'no-store');
    res.json(publicNominationPeriod(period, nominations, people, now()));
  });
  return router;
}
