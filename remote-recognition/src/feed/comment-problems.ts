import { HttpError } from '@laurel/shared';
import { COMMENT_ERRORS, commentBodyError, type CommentError } from '@laurel/shared/recognition';

/** Why the API refuses a comment (`POST /bonuses/:id/comments` answers 422 with one of these as `error`). */
export const COMMENT_PROBLEMS = COMMENT_ERRORS;
export type CommentProblem = CommentError;

/** The schema the API validates with, so a refusal shows before any request. */
export const commentProblem = (text: string): CommentProblem | null => commentBodyError({ comment: { reason: text } });

/** The refusal a failed post names, when it is one the client knows. */
export function refusedCommentProblem(error: unknown): CommentProblem | null {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const id = (error.body as { error?: unknown }).error;
  return (COMMENT_PROBLEMS as readonly unknown[]).includes(id) ? (id as CommentProblem) : null;
}
