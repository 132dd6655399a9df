import { HttpError } from '@laurel/shared';
import type { RecognitionError } from '@laurel/shared/recognition';

/** A validation id with, for `server_error`, the server's text (spec §5, §8). */
export interface ComposerError {
  id: RecognitionError | 'attachment_loading';
  message?: string;
}

/** Spec §8: the server's message when it sent one, else the fallback the caller translates. */
export function serverErrorOf(error: unknown): ComposerError {
  const message = error instanceof HttpError ? error.serverMessage : undefined;
  return { id: 'server_error', message: message || undefined };
}
