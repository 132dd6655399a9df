import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { IncentiveClaim } from '@laurel/shared/contract';

export const APPROVAL_REQUESTS_KEY = ['programs-approvals', 'pending'] as const;

const fetchApprovalRequests = () =>
  v2Client
    .get<{ result: IncentiveClaim[] }>('approval_requests', { params: { state: 'pending' } })
    .then((body) => body.result);

/** The claims waiting for the signed-in person's decision (programs §7), read again whenever the page opens. */
export const useApprovalRequests = () =>
  useSWR(APPROVAL_REQUESTS_KEY, fetchApprovalRequests, { ...QUERY_DEFAULTS, revalidateOnMount: true });
