import type { FeedbackPerson, FeedbackRequest, FeedbackResponse } from '@laurel/shared/contract';
import type { FeedbackRequestRow, FeedbackResponseRow, User } from '../db/types';
import { feedbackRequestExpiresAt } from './feedback-expiry';

export type People = ReadonlyMap<number, User>;

export const feedbackPerson = (user: User | undefined): FeedbackPerson => ({
  id: user?.id ?? 0,
  displayName: user?.display_name ?? '',
  profilePic: user?.profile_pic_url ?? null,
});

export function feedbackResponseView(
  row: FeedbackResponseRow,
  people: People,
  requests: ReadonlyMap<number, FeedbackRequestRow>,
): FeedbackResponse {
  return {
    id: row.id,
    message: row.message,
    createdAt: row.created_at,
    giver: feedbackPerson(people.get(row.giver_id)),
    receiver: feedbackPerson(people.get(row.receiver_id)),
    requestId: row.request_id,
    topic: row.request_id === null ? null : (requests.get(row.request_id)?.topic ?? null),
  };
}

export function feedbackRequestView(
  row: FeedbackRequestRow,
  people: People,
  response: FeedbackResponseRow | undefined,
): FeedbackRequest {
  return {
    id: row.id,
    topic: row.topic,
    dueDate: row.due_date,
    createdAt: row.created_at,
    resentAt: row.resent_at ?? null,
    expiresAt: new Date(feedbackRequestExpiresAt(row)).toISOString(),
    requester: feedbackPerson(people.get(row.requester_id)),
    recipient: feedbackPerson(people.get(row.recipient_id)),
    response: response ? feedbackResponseView(response, people, new Map([[row.id, row]])) : null,
  };
}

/** Feedback is private to its two people: nobody else, admins included, learns it exists. */
export const isPartyTo = (userId: number, ...partyIds: number[]) => partyIds.includes(userId);
