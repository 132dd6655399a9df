import { v2Client } from '@laurel/shared';
import type { AwardGiveRequest } from '@laurel/shared/contract';

export type AwardGiveDecision = 'approve' | 'decline';

/** `POST /awards/approval_requests/{id}/approve|decline` with the approver's note (programs §4). */
export const postAwardGiveDecision = (giveId: number, decision: AwardGiveDecision, note: string) =>
  v2Client
    .post<{ result: AwardGiveRequest }>(`awards/approval_requests/${giveId}/${decision}`, { note: note.trim() })
    .then((body) => body.result);
