import { Router } from 'express';
import { NOMINEE_SEARCH_MAX_LENGTH, NOMINEE_SEARCH_MAX_RESULTS } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { userSummaryOf } from '../incentives/incentive-views';
import { companyPeriod, periodAudience } from './nomination-audience';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The nominate form's colleague picker: who the reader may nominate in the period (its nominee rules,
 * never the reader), by name, e-mail or username. The spec names no call for it; the rules cannot be
 * told from a user summary in the browser.
 */
export function nomineeSearchRoutes(store: Store): Router {
  const router = Router();
  router.get(
    '/nomination_periods/:id/nominees',
    guardedBy('GET', '/api/v2/nomination_periods/:id/nominees'),
    (req, res) => {
      const { user, company } = subjectOf(res);
      const search = req.query.search ?? '';
      if (typeof search !== 'string' || search.length > NOMINEE_SEARCH_MAX_LENGTH) {
        return sendError(res, 'bad_request');
      }
      const period = companyPeriod(store, company.id, req.params.id);
      const audience = period && periodAudience(store, period);
      if (!audience || !audience.mayNominate(user)) return sendError(res, 'not_found');
      const words = folded(search.trim());
      const result = store
        .all('users')
        .filter((person) => person.id !== user.id && audience.mayBeNominated(person))
        .filter(
          (person) => words === '' || folded(`${person.display_name} ${person.email} ${person.slug}`).includes(words),
        )
        .slice(0, NOMINEE_SEARCH_MAX_RESULTS)
        .map(userSummaryOf);
      res.json({ result });
    },
  );
  return router;
}
