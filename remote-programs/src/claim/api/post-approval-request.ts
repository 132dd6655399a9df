import { v2Client } from '@laurel/shared';
import { CLAIM_ATTACHMENT_FIELD, type ClaimableIncentive, type IncentiveClaim } from '@laurel/shared/contract';

export interface ClaimInput {
  incentive: ClaimableIncentive;
  reason: string;
  proof: File | null;
  fromAnnouncement: boolean;
}

/**
 * `POST /approval_requests` (programs §7): form data in the regular flow, JSON in the announcement flow
 * (a proof attached there still goes as form data). The key names one attempt: a retry of it sends the
 * key again, so the server makes the claim at most once.
 */
export function postApprovalRequest(
  { incentive, reason, proof, fromAnnouncement }: ClaimInput,
  idempotencyKey: string,
) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (fromAnnouncement && !proof) {
    const body = { award_id: incentive.id, claim_reason: reason, giver_id: incentive.giver_id };
    return v2Client
      .post<{ result: IncentiveClaim }>('/approval_requests', body, { headers })
      .then((answer) => answer.result);
  }
  const form = new FormData();
  form.set('award_id', String(incentive.id));
  form.set('giver_id', String(incentive.giver_id));
  form.set('claim_reason', reason);
  if (proof) form.set(CLAIM_ATTACHMENT_FIELD, proof);
  return v2Client.post<{ result: IncentiveClaim }>('/approval_requests', form, { headers }).then((body) => body.result);
}
