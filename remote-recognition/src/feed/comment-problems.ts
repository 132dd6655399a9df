import { HttpError } from '@laurel/shared';
import { COMMENT_MAX_LENGTH } from '@laurel/shared/recognition';

/** Why the API refuses a comment (`POST /bonuses/:id/comments` answers 422 with one of these as `error`). */
export const COMMENT_PROBLEMS = ['missing_text', 'too_long'] as const;
export type CommentProblem = (typeof COMMENT_PROBLEMS)[number];

/** The same rule the API applies, so a refusal shows before any request. */
export function commentProblem(text: string): CommentProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'missing_text';
  return trimmed.length > COMMENT_MAX_LENGTH ? 'too_long' : null;
}

/** The refusal a failed post names, when it is one the client knows. */
export function refusedCommentProblem(error: unknown): CommentProblem | null {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const id = (error.body as { error?: unknown }).error;
  return (COMMENT_PROBLEMS as readonly unknown[]).includes(id) ? (id as CommentProblem) : null;
}
