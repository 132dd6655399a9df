import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { FeedbackRequestLists } from '@laurel/shared/contract';

const fetchRequests = () => v2Client.get<FeedbackRequestLists>('/constructive_feedback/requests');

/** The feedback requests waiting for the reader's answer and their own (the feedback page's read). */
export const useFeedbackRequests = (enabled = true) =>
  useSWR(enabled ? (['growth', 'feedback-requests'] as const) : null, fetchRequests, QUERY_DEFAULTS);
