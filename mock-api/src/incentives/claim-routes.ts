import { Router, type RequestHandler, type Response } from 'express';
import {
  CLAIM_ATTACHMENT_MAX_MEGABYTES,
  CLAIM_REASON_MAX_LENGTH,
  type ApiErrorId,
  type ApiErrorParams,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveClaimRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { Notifier } from '../notifications/notification-writer';
import { removeCompanyImage, storeCompanyImage } from '../uploads/company-images';
import { readClaimInput } from './claim-input';
import { answeredByIdempotency, fileDigest } from '../security/idempotency';
import { claimRefusalOf } from './claim-limits';
import { approvalRequestEvents, budgetOf, decisionEvent, payClaim } from './payout';
import { claimView } from './incentive-views';
import { companyIncentive } from './incentive-admin-routes';

export interface IncentiveRouteOptions {
  uploadsDir: string;
  notifier: Notifier;
  now: () => number;
  /** The shared Idempotency-Key middleware (`security/idempotency`): a retried claim is answered, not made twice. */
  idempotent: RequestHandler;
}

const FOLDER = 'incentive_proofs';

const refuse = (res: Response, id: ApiErrorId, params: ApiErrorParams = {}) =>
  sendError(res, id, {
    params: { maxMegabytes: CLAIM_ATTACHMENT_MAX_MEGABYTES, max: CLAIM_REASON_MAX_LENGTH, ...params },
  });

/**
 * `POST /approval_requests` (programs §7): a claim with its reason and an optional proof. The checks,
 * the unit of stock it takes, the claim and, when nobody has to approve, the payment happen in one
 * synchronous step after the body is read, so concurrent claims never pass a limit or the stock.
 */
export function claimRoutes(store: Store, { uploadsDir, notifier, now, idempotent }: IncentiveRouteOptions): Router {
  const router = Router();

  router.post('/approval_requests', guardedBy('POST', '/api/v2/approval_requests'), idempotent, (req, res, next) => {
    const { user, company } = subjectOf(res);
    readClaimInput(req)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const sent = { fields: input.fields, proof: input.proof && fileDigest(input.proof.content) };
        if (answeredByIdempotency(res, sent)) return;
        const incentive = companyIncentive(store, company.id, String(input.fields.award_id));
        if (!incentive) return refuse(res, 'not_found');
        const reason = input.fields.claim_reason.trim();
        if (reason.length === 0) return refuse(res, 'claim_reason_required');
        if (reason.length > CLAIM_REASON_MAX_LENGTH) return refuse(res, 'claim_reason_too_long');
        const early = claimRefusalOf(store, incentive, user, now());
        if (early) return refuse(res, early.id, early.params);
        if (incentive.require_proof && !input.proof) return refuse(res, 'proof_required');
        const storedName =
          input.proof &&
          (await storeCompanyImage(uploadsDir, FOLDER, company.id, input.proof.content, input.proof.extension));

        // Nothing below waits until the answer.
        const at = now();
        const autoApproved = !incentive.require_approval;
        const refusal =
          claimRefusalOf(store, incentive, user, at) ??
          (autoApproved && (budgetOf(store, company.id)?.balance ?? 0) < incentive.amount
            ? { id: 'insufficient_company_budget' as const, params: { amount: incentive.amount } }
            : null);
        if (refusal) {
          if (storedName) await removeCompanyImage(uploadsDir, FOLDER, company.id, storedName);
          return refuse(res, refusal.id, refusal.params);
        }
        const claim: IncentiveClaimRow = {
          id: store.nextId('incentive_claims'),
          company_id: company.id,
          incentive_id: incentive.id,
          user_id: user.id,
          amount: incentive.amount,
          claim_reason: reason,
          claim_attachment:
            storedName && input.proof
              ? { stored_name: storedName, filename: input.proof.filename, type: input.proof.type }
              : null,
          state: autoApproved ? 'approved' : 'pending',
          auto_approved: autoApproved,
          current_step: autoApproved ? null : 0,
          approval_levels: incentive.approval_levels.map((step) => [...step]),
          decisions: [],
          created_at: new Date(at).toISOString(),
          decision_date: autoApproved ? new Date(at).toISOString() : null,
          bonus_id: null,
        };
        if (incentive.quantity !== null) incentive.quantity -= 1;
        store.all('incentive_claims').push(claim);
        if (autoApproved) payClaim(store, claim, incentive, user, at);
        store.persist();
        notifier.notify(
          autoApproved
            ? [decisionEvent(claim, incentive, incentive.giver_id)]
            : approvalRequestEvents(claim, incentive),
        );
        res.status(201).json({ result: claimView(claim, incentive, store.rowsById('users')) });
      })
      .catch(next);
  });

  return router;
}
