import type { ScopedMutator } from 'swr';
import { v2Client } from '@laurel/shared';
import type { IncentiveClaim } from '@laurel/shared/contract';
import { APPROVAL_REQUESTS_KEY } from './get-approval-requests';
import { PENDING_APPROVALS_COUNT_KEY } from './get-pending-approvals-count';

export type ApprovalDecision = 'approve' | 'decline';

/** `POST /approval_requests/{id}/approve|decline` with the approver's note (programs §4). */
export const postApprovalDecision = (claimId: number, decision: ApprovalDecision, note: string) =>
  v2Client
    .post<{ result: IncentiveClaim }>(`approval_requests/${claimId}/${decision}`, { note: note.trim() })
    .then((body) => body.result);

/** The decided claim leaves the list at once; the count is asked for again. */
export const recordApprovalDecision = (mutate: ScopedMutator, claimId: number) =>
  Promise.all([
    mutate(APPROVAL_REQUESTS_KEY, (claims?: IncentiveClaim[]) => claims?.filter((claim) => claim.id !== claimId), {
      revalidate: false,
    }),
    mutate(PENDING_APPROVALS_COUNT_KEY),
  ]);
