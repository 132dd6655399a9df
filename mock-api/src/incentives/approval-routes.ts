import { Router } from 'express';
import { approvalDecisionSchema } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveClaimRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { Notifier } from '../notifications/notification-writer';
import { approvalRequestEvents, budgetCovers, decisionEvent, payClaim } from './payout';
import { claimView } from './incentive-views';
import { approversNow, decideStep, isLastStep } from '../approvals/approval-walk';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const BASE = '/api/v2/approval_requests';

/** Who may decide a claim now: the approvers of its current step (never the claimer). */
export const currentApproversOf = (claim: IncentiveClaimRow): readonly number[] => approversNow(claim, claim.user_id);

/**
 * `GET /approval_requests`: `state=pending` what waits for the caller's decision (default), `decided` what they
 * decided, `mine` their own claims with where each stands; `GET /approval_requests/pending_count` how many wait.
 *
 * Approvals (programs §4): a claim walks its 1 to 4 steps in order; only an approver of the current step
 * may approve or decline it. The last approval pays it in one step; a decline gives its unit of stock back.
 * Each decision is told to the claimer.
 */
export function approvalRoutes(store: Store, notifier: Notifier, now: () => number): Router {
  const router = Router();
  const viewOf = (claim: IncentiveClaimRow) =>
    claimView(claim, store.rowsById('incentives').get(claim.incentive_id), store.rowsById('users'));

  router.get('/approval_requests', guardedBy('GET', BASE), (req, res) => {
    const { user, company } = subjectOf(res);
    const state = req.query.state ?? 'pending';
    const shown = new Map([
      ['pending', (claim: IncentiveClaimRow) => currentApproversOf(claim).includes(user.id)],
      ['decided', (claim: IncentiveClaimRow) => claim.decisions.some((decision) => decision.approver_id === user.id)],
      ['mine', (claim: IncentiveClaimRow) => claim.user_id === user.id],
    ]).get(String(state));
    if (!shown) return sendError(res, 'bad_request');
    const claims = store
      .all('incentive_claims')
      .filter((claim) => claim.company_id === company.id && shown(claim))
      .map(viewOf);
    res.json({ result: claims });
  });

  // What the approvals link shows on /incentives: a number, without the claims behind it.
  router.get('/approval_requests/pending_count', guardedBy('GET', `${BASE}/pending_count`), (_req, res) => {
    const { user, company } = subjectOf(res);
    const count = store
      .all('incentive_claims')
      .filter((claim) => claim.company_id === company.id && currentApproversOf(claim).includes(user.id)).length;
    res.json({ result: { count } });
  });

  for (const decision of ['approve', 'decline'] as const) {
    router.post(`/approval_requests/:id/${decision}`, guardedBy('POST', `${BASE}/:id/${decision}`), (req, res) => {
      const { user, company } = subjectOf(res);
      const claim = store
        .all('incentive_claims')
        .find((row) => String(row.id) === req.params.id && row.company_id === company.id);
      if (!claim) return sendError(res, 'not_found');
      const body = approvalDecisionSchema.safeParse(req.body ?? {});
      if (!body.success) return sendError(res, 'bad_request');
      if (claim.state !== 'pending') return sendError(res, 'approval_already_decided');
      if (!currentApproversOf(claim).includes(user.id)) return sendError(res, 'approval_not_yours');
      const incentive = store.rowsById('incentives').get(claim.incentive_id)!;
      const claimer = store.rowsById('users').get(claim.user_id)!;
      if (decision === 'approve' && isLastStep(claim) && !budgetCovers(store, claim)) {
        return sendError(res, 'insufficient_company_budget', { params: { amount: claim.amount } });
      }
      const before = auditSnapshot(claim);
      const outcome = decideStep(claim, decision, user.id, body.data.note.trim(), new Date(now()).toISOString());
      if (outcome === 'declined' && incentive.quantity !== null) incentive.quantity += 1;
      if (outcome === 'approved') payClaim(store, claim, incentive, claimer, now());
      store.persist();
      recordRequestChange(
        store,
        res,
        {
          action: `incentive_claim.${decision}`,
          subject_type: 'incentive_claim',
          subject_id: claim.id,
          before,
          after: claim,
        },
        now,
      );
      notifier.notify([decisionEvent(claim, incentive, user.id), ...approvalRequestEvents(claim, incentive)]);
      res.json({ result: viewOf(claim) });
    });
  }

  return router;
}
