import { HttpError } from '@laurel/shared';
import type { DictationProblem } from './dictation-state';

/** The problem a failed start or stop shows; names are matched because the module that throws loads lazily. */
export function dictationProblemOf(error: unknown): DictationProblem {
  if (error instanceof Error && error.name === 'MicrophoneDeniedError') return 'access_denied';
  if (error instanceof HttpError && error.responseStatus === 503) return 'unavailable';
  if (error instanceof Error && error.name === 'TranscriptionError' && (error as { id?: string }).id === 'unavailable')
    return 'unavailable';
  return 'failed';
}
