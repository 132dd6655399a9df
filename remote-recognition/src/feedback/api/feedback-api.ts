import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type {
  FeedbackInput,
  FeedbackPerson,
  FeedbackRequest,
  FeedbackRequestInput,
  FeedbackRequestLists,
  FeedbackResponse,
} from '@laurel/shared/contract';

/** Every feedback read starts with this, so a change refreshes them all. */
export const FEEDBACK_KEY_PREFIX = 'feedback';
export const isFeedbackKey = (key: unknown) => Array.isArray(key) && key[0] === FEEDBACK_KEY_PREFIX;

const BASE = '/constructive_feedback';

const fetchRequests = () => v2Client.get<FeedbackRequestLists>(`${BASE}/requests`);
const fetchReceived = () =>
  v2Client.get<{ result: FeedbackResponse[] }>(`${BASE}/responses`).then((body) => body.result);

export const useFeedbackRequests = () =>
  useSWR([FEEDBACK_KEY_PREFIX, 'requests'] as const, fetchRequests, QUERY_DEFAULTS);
export const useReceivedFeedback = () =>
  useSWR([FEEDBACK_KEY_PREFIX, 'received'] as const, fetchReceived, QUERY_DEFAULTS);
/** Colleagues by name, never the reader. */
export const searchColleagues = (search: string) =>
  v2Client.get<{ result: FeedbackPerson[] }>(`${BASE}/colleagues`, { params: { search } }).then((body) => body.result);

export const postFeedbackRequest = (input: FeedbackRequestInput) =>
  v2Client.post<FeedbackRequest>(`${BASE}/requests`, input);
export const postFeedback = (input: FeedbackInput) => v2Client.post<FeedbackResponse>(`${BASE}/responses`, input);
export const resendFeedbackRequest = (id: number) => v2Client.post<FeedbackRequest>(`${BASE}/requests/${id}/resend`);
