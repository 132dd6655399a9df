import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AwardGiveRequest } from '@laurel/shared/contract';

export const AWARD_APPROVALS_KEY = ['award-approvals', 'pending'] as const;

const fetchAwardApprovals = () =>
  v2Client
    .get<{ result: { items: AwardGiveRequest[] } }>('awards/approval_requests', { params: { state: 'pending' } })
    .then((body) => body.result.items);

/** `GET /awards/approval_requests`: the award gives waiting for the signed-in approver's step. */
export const useAwardApprovals = () =>
  useSWR(AWARD_APPROVALS_KEY, fetchAwardApprovals, { ...QUERY_DEFAULTS, revalidateOnMount: true });
