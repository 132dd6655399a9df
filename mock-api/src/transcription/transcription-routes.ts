import { Router } from 'express';
import {
  REPHRASE_MAX_LENGTH,
  REPHRASE_PATH,
  TRANSCRIPTION_TOKEN_TTL_SECONDS,
  rephraseProblemOf,
  type RephraseAnswer,
  type TranscriptionToken,
} from '@laurel/shared/contract';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { signTranscriptionToken } from './transcription-token';
import type { SpeechRecogniser } from './speech-recogniser';
import type { Rephraser } from './rephraser';

export const TRANSCRIPTION_TOKENS_PATH = '/transcription/tokens';

export interface TranscriptionRouteOptions {
  secret: Uint8Array;
  recogniser: SpeechRecogniser;
  rephraser: Rephraser;
  now: () => number;
}

/**
 * Dictation (recognition §7): a short-lived token for the speech socket, refused as unavailable when no
 * recogniser is installed, and the rephrasing of a dictated text. Neither stores anything.
 */
export function transcriptionRoutes({ secret, recogniser, rephraser, now }: TranscriptionRouteOptions): Router {
  const router = Router();

  router.post(
    TRANSCRIPTION_TOKENS_PATH,
    guardedBy('POST', `/api/v2${TRANSCRIPTION_TOKENS_PATH}`),
    (_req, res, next) => {
      if (!recogniser.available()) return sendError(res, 'transcription_unavailable');
      const { user } = subjectOf(res);
      signTranscriptionToken({ user_id: user.id, company_id: user.company_id }, secret, now())
        .then((token) => {
          const result: TranscriptionToken = { token, expires_in: TRANSCRIPTION_TOKEN_TTL_SECONDS };
          res.status(201).json({ result });
        })
        .catch(next);
    },
  );

  router.post(REPHRASE_PATH, guardedBy('POST', `/api/v2${REPHRASE_PATH}`), (req, res, next) => {
    const text: unknown = (req.body as { text?: unknown } | undefined)?.text;
    const problem = rephraseProblemOf(text);
    if (problem) return sendError(res, problem, { params: { max: REPHRASE_MAX_LENGTH } });
    rephraser
      .rephrase(text as string)
      .then((rephrased) => {
        const result: RephraseAnswer = { rephrased_text: rephrased };
        res.json({ result });
      })
      .catch(next);
  });

  return router;
}
