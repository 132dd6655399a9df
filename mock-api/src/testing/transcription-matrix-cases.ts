import type { CaseContext, MatrixCase } from './matrix-cases';

const post = ({ http, headers }: CaseContext, path: string) => http.post(path).set(headers);

/**
 * Dictation (recognition §7) is for writing a recognition or a feedback message: people who may give,
 * and Achieve's people who may write feedback (an observer or a receiver of an Achieve company).
 */
export function transcriptionMatrixCases(dictators: readonly string[]): Record<string, MatrixCase> {
  return {
    'POST /api/v2/transcription/tokens': {
      allowed: dictators,
      allowedStatus: () => 201,
      request: (ctx) => post(ctx, '/api/v2/transcription/tokens'),
    },
    'POST /api/v2/constructive_feedback/text_processing/rephrase_feedback_message_text': {
      allowed: dictators,
      request: (ctx) =>
        post(ctx, '/api/v2/constructive_feedback/text_processing/rephrase_feedback_message_text').send({
          text: 'um thanks for the the review',
        }),
    },
  };
}
