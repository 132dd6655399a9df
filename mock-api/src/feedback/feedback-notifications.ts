import { FEEDBACK_PATH } from '@laurel/shared/contract';
import type { FeedbackRequestRow, FeedbackResponseRow, User } from '../db/types';
import type { NotificationEvent } from '../notifications/notification-writer';

/** feedback_request: the asked colleague hears who asks, and finds the request on the feedback page. */
export const feedbackRequestedEvent = (row: FeedbackRequestRow, requester: User): NotificationEvent => ({
  userId: row.recipient_id,
  companyId: row.company_id,
  type: 'feedback_request',
  message: `${requester.display_name} asked you for feedback`,
  action: FEEDBACK_PATH,
  actorId: requester.id,
  eventKey: `feedback_request:${row.id}`,
});

/** feedback_response for an answered request, unrequested_feedback otherwise: the receiver hears of it. */
export const feedbackGivenEvent = (row: FeedbackResponseRow, giver: User): NotificationEvent => ({
  userId: row.receiver_id,
  companyId: row.company_id,
  type: row.request_id === null ? 'unrequested_feedback' : 'feedback_response',
  message:
    row.request_id === null
      ? `${giver.display_name} sent you feedback`
      : `${giver.display_name} answered your feedback request`,
  action: FEEDBACK_PATH,
  actorId: giver.id,
  eventKey: `feedback_response:${row.id}`,
});

/** feedback_request_resent: the asker reminds the person asked of a request still waiting for them. */
export const feedbackResentEvent = (row: FeedbackRequestRow, requester: User): NotificationEvent => ({
  userId: row.recipient_id,
  companyId: row.company_id,
  type: 'feedback_request_resent',
  message: `${requester.display_name} is reminding you of a feedback request: ${row.topic}`,
  action: FEEDBACK_PATH,
  actorId: requester.id,
  eventKey: `feedback_request_resent:${row.id}:${row.resent_at}`,
});

/** feedback_request_expiring: the person asked hears, before it expires, of a request still waiting for them. */
export const feedbackExpiringEvent = (row: FeedbackRequestRow, expiresAt: number): NotificationEvent => ({
  userId: row.recipient_id,
  companyId: row.company_id,
  type: 'feedback_request_expiring',
  message: `A feedback request to you expires soon: ${row.topic}`,
  action: FEEDBACK_PATH,
  actorId: row.requester_id,
  eventKey: `feedback_request_expiring:${row.id}:${new Date(expiresAt).toISOString()}`,
});
