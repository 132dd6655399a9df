import * as z from 'zod/mini';
import type { ApiErrorId } from '../contract/api-errors';

/** Recognition §3 constructive feedback: what a request asks about, and the feedback written. */
export const FEEDBACK_TOPIC_MAX_LENGTH = 200;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/**
 * A request with no due date expires this many days after it was asked or last resent; one with a due date at
 * the end of that day. The person asked is told this many days before it expires (feedback_request_expiring).
 */
export const FEEDBACK_REQUEST_EXPIRY_DAYS = 14;
export const FEEDBACK_EXPIRING_NOTICE_DAYS = 2;
/** How many colleagues the picker offers for one search. */
export const FEEDBACK_COLLEAGUES_LIMIT = 8;

/** Who asked, answered or received: what a feedback card shows of a colleague. */
export interface FeedbackPerson {
  id: number;
  displayName: string;
  profilePic: string | null;
}

/** Feedback one colleague wrote to another, answering a request or unrequested. */
export interface FeedbackResponse {
  id: number;
  message: string;
  createdAt: string;
  giver: FeedbackPerson;
  receiver: FeedbackPerson;
  requestId: number | null;
  /** What the request asked about; null for unrequested feedback. */
  topic: string | null;
}

/** A request for feedback: the requester asks the recipient, and reads the answer when it comes. */
export interface FeedbackRequest {
  id: number;
  topic: string;
  /** yyyy-MM-dd, or none. */
  dueDate: string | null;
  createdAt: string;
  /** When the requester last resent it, if ever. */
  resentAt: string | null;
  expiresAt: string;
  requester: FeedbackPerson;
  recipient: FeedbackPerson;
  response: FeedbackResponse | null;
}

/** `GET /constructive_feedback/requests`: the requests waiting for the reader's answer, and their own. */
export interface FeedbackRequestLists {
  toAnswer: FeedbackRequest[];
  asked: FeedbackRequest[];
}

const isoDay = z.iso.date();
const positiveId = z.int().check(z.positive());

export const feedbackRequestInputSchema = z.object({
  recipientId: positiveId,
  topic: z.string(),
  dueDate: z._default(z.nullable(isoDay), null),
});
export type FeedbackRequestInput = z.input<typeof feedbackRequestInputSchema>;

/** Answering a request names it; unrequested feedback names the receiver. */
export const feedbackInputSchema = z.object({
  requestId: z.optional(positiveId),
  receiverId: z.optional(positiveId),
  message: z.string(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** The topic rule the form and the API share (recognition §5 style: required, bounded). */
export function feedbackTopicProblem(topic: string): ApiErrorId | null {
  const trimmed = topic.trim();
  if (trimmed.length === 0) return 'feedback_topic_required';
  if (trimmed.length > FEEDBACK_TOPIC_MAX_LENGTH) return 'feedback_topic_too_long';
  return null;
}

export function feedbackMessageProblem(message: string): ApiErrorId | null {
  const trimmed = message.trim();
  if (trimmed.length === 0) return 'feedback_message_required';
  if (trimmed.length > FEEDBACK_MESSAGE_MAX_LENGTH) return 'feedback_message_too_long';
  return null;
}

/** A due date is today or later (yyyy-MM-dd compare in the reader's calendar). */
export const feedbackDueDateProblem = (dueDate: string | null, today: string): ApiErrorId | null =>
  dueDate !== null && dueDate < today ? 'feedback_due_date_past' : null;
