import type { TFunction } from 'i18next';
import { apiErrorMessage } from '@laurel/shared';
import {
  RECOGNITION_MAX_LENGTH,
  recognitionErrorParams,
  type RecognitionError,
  type RecognitionRules,
} from '@laurel/shared/recognition';

/** A validation id with, for `server_error`, the server's text (spec §5, §8). */
export interface ComposerError {
  id: RecognitionError | 'attachment_loading';
  message?: string;
}

/** Spec §8: the refusal the server named, in the reader's language; else its own words; else "An unknown error occurred". */
export function serverErrorOf(error: unknown, t: TFunction, rules: RecognitionRules): ComposerError {
  const params = { max: RECOGNITION_MAX_LENGTH, ...recognitionErrorParams(rules) };
  return { id: 'server_error', message: apiErrorMessage(t, error, { params }) };
}
