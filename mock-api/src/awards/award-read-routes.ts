import { Router } from 'express';
import { canGiveAward, periodStartOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardRow } from '../db/types';
import { actorOf, guardedBy } from '../authz/route-guard';
import { givableAward } from './award-views';
import { awardBudgetUsed } from './award-budget';

/**
 * `GET /awards?type=manual` (recognition §7): the company's active manual awards, with `givable_by_user=true`
 * only those the reader may give (the awards banner and the award action). Other types go on to the incentives.
 */
export function awardReadRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.get('/awards', guardedBy('GET', '/api/v2/awards'), (req, res, next) => {
    if (req.query.type !== 'manual') return next();
    const actor = actorOf(res);
    const onlyGivable = req.query.givable_by_user === 'true';
    const at = now();
    const paidThisPeriod = (award: AwardRow) => {
      const since = periodStartOf(award.period_type ?? 'month', at);
      return store
        .all('award_gives')
        .filter((give) => give.award_id === award.id && give.state === 'approved')
        .filter((give) => Date.parse(give.decision_date ?? give.created_at) >= since);
    };
    const items = store
      .all('awards')
      .filter((award) => award.company_id === actor.company.id && award.deleted_at === null && award.state === 'active')
      .filter((award) => !onlyGivable || canGiveAward(actor, { giverIds: award.giver_ids }))
      .map((award) =>
        givableAward(award, awardBudgetUsed(store, award, at), paidThisPeriod(award), store.rowsById('users')),
      );
    res.json({ result: { items } });
  });

  return router;
}
