import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';

export const PENDING_APPROVALS_COUNT_KEY = ['programs-approvals', 'count'] as const;

const fetchPendingApprovalsCount = () =>
  v2Client.get<{ result: { count: number } }>('approval_requests/pending_count').then((body) => body.result.count);

/** How many claims wait for the signed-in person: a number, without the claims. */
export const usePendingApprovalsCount = () =>
  useSWR(PENDING_APPROVALS_COUNT_KEY, fetchPendingApprovalsCount, { ...QUERY_DEFAULTS, revalidateOnMount: true });
