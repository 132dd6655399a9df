import { v2Client } from '@laurel/shared';
import { CLAIM_ATTACHMENT_FIELD, type ClaimableIncentive, type IncentiveClaim } from '@laurel/shared/contract';

export interface ClaimInput {
  incentive: ClaimableIncentive;
  reason: string;
  proof: File | null;
}

/**
 * `POST /approval_requests` as form data (programs §7, the regular flow). The key names one attempt:
 * a retry of the same attempt sends it again, so the server makes the claim at most once.
 */
export function postApprovalRequest({ incentive, reason, proof }: ClaimInput, idempotencyKey: string) {
  const form = new FormData();
  form.set('award_id', String(incentive.id));
  form.set('giver_id', String(incentive.giver_id));
  form.set('claim_reason', reason);
  if (proof) form.set(CLAIM_ATTACHMENT_FIELD, proof);
  return v2Client
    .post<{ result: IncentiveClaim }>('/approval_requests', form, { headers: { 'Idempotency-Key': idempotencyKey } })
    .then((body) => body.result);
}
