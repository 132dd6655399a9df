import type { TFunction } from 'i18next';
import { apiErrorIdOf, apiErrorMessage, HttpError, translateApiError } from '@laurel/shared';
import { apiErrorText, type ApiErrorId } from '@laurel/shared/contract';

export type FeedbackField = 'colleague' | 'topic' | 'dueDate' | 'message' | 'form';

const FIELD_OF: Partial<Record<ApiErrorId, FeedbackField>> = {
  feedback_self: 'colleague',
  feedback_colleague_required: 'colleague',
  feedback_topic_required: 'topic',
  feedback_topic_too_long: 'topic',
  feedback_due_date_past: 'dueDate',
  feedback_message_required: 'message',
  feedback_message_too_long: 'message',
};

/** Which field a server refusal belongs under; anything else is said at the foot of the form. */
export function fieldOfRefusal(error: unknown): FeedbackField {
  const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
  return (id && FIELD_OF[id]) || 'form';
}

/** A problem the form found itself, in the reader's language (English from the catalogue). */
export const sayProblem = (t: TFunction, id: ApiErrorId | null | undefined) =>
  id ? translateApiError(t, id, {}, apiErrorText(id)) : undefined;

/** Each field's message: the server's refusal where it belongs, else what the form found. */
export function fieldMessages<F extends FeedbackField>(
  t: TFunction,
  found: Partial<Record<F, ApiErrorId | null>>,
  refusal: unknown,
): Partial<Record<F | 'form', string>> {
  const messages: Partial<Record<F | 'form', string>> = {};
  for (const [field, id] of Object.entries(found) as [F, ApiErrorId | null][]) messages[field] = sayProblem(t, id);
  if (refusal) messages[fieldOfRefusal(refusal) as F | 'form'] = apiErrorMessage(t, refusal);
  return messages;
}
