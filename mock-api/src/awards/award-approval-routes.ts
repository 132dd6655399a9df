import { Router } from 'express';
import { approvalDecisionSchema } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardGiveRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { Notifier } from '../notifications/notification-writer';
import { bonusEvents } from '../bonuses/recognition-notifications';
import { decideStep, isLastStep } from '../approvals/approval-walk';
import { companyBudgetCovers, giveApprovalEvents, giveApproversNow, giveDecisionEvents, payGive } from './award-payout';
import { awardGiveView } from './award-views';
import { giveTotal } from './award-budget';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/awards/approval_requests';

/**
 * Award approvals (programs §4, recognition §7): `GET /awards/approval_requests` lists the gives that wait
 * for the caller's step (`state=pending`, the default), those they decided (`decided`) or the ones they gave
 * that needed approval, with where each stands (`mine`); only an approver of the current step may approve or decline one. The last
 * approval pays and posts it; a decline gives its points back to the award's budget.
 */
export function awardApprovalRoutes(store: Store, notifier: Notifier, now: () => number): Router {
  const router = Router();
  const viewOf = (give: AwardGiveRow) =>
    awardGiveView(give, store.rowsById('awards').get(give.award_id)!, store.rowsById('users'));

  router.get('/awards/approval_requests', guardedBy('GET', BASE), (req, res) => {
    const { user, company } = subjectOf(res);
    const shown = new Map([
      ['pending', (give: AwardGiveRow) => giveApproversNow(give).includes(user.id)],
      ['decided', (give: AwardGiveRow) => give.decisions.some((decision) => decision.approver_id === user.id)],
      ['mine', (give: AwardGiveRow) => give.giver_id === user.id && give.approval_levels.length > 0],
    ]).get(String(req.query.state ?? 'pending'));
    if (!shown) return sendError(res, 'bad_request');
    const items = store
      .all('award_gives')
      .filter((give) => give.company_id === company.id && shown(give))
      .map(viewOf);
    res.json({ result: { items } });
  });

  for (const decision of ['approve', 'decline'] as const) {
    router.post(
      `/awards/approval_requests/:id/${decision}`,
      guardedBy('POST', `${BASE}/:id/${decision}`),
      (req, res) => {
        const { user, company } = subjectOf(res);
        const give = store
          .all('award_gives')
          .find((row) => String(row.id) === req.params.id && row.company_id === company.id);
        if (!give) return sendError(res, 'not_found');
        const body = approvalDecisionSchema.safeParse(req.body ?? {});
        if (!body.success) return sendError(res, 'bad_request');
        if (give.state !== 'pending') return sendError(res, 'approval_already_decided');
        if (!giveApproversNow(give).includes(user.id)) return sendError(res, 'approval_not_yours');
        if (decision === 'approve' && isLastStep(give) && !companyBudgetCovers(store, give)) {
          return sendError(res, 'insufficient_company_budget', { params: { amount: giveTotal(give) } });
        }
        const award = store.rowsById('awards').get(give.award_id)!;
        const at = now();
        const before = auditSnapshot(give);
        const outcome = decideStep(give, decision, user.id, body.data.note.trim(), new Date(at).toISOString());
        const bonus = outcome === 'approved' ? payGive(store, give, award, at) : null;
        store.persist();
        recordRequestChange(
          store,
          res,
          { action: `award_give.${decision}`, subject_type: 'award_give', subject_id: give.id, before, after: give },
          now,
        );
        notifier.notify([
          ...giveDecisionEvents(give, award, user.id),
          ...giveApprovalEvents(give, award),
          ...(bonus ? bonusEvents(store, bonus, store.rowsById('users').get(bonus.giver_id)!) : []),
        ]);
        res.json({ result: viewOf(give) });
      },
    );
  }

  return router;
}
