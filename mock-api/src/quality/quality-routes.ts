import { Router, type Response } from 'express';
import {
  RECOGNITION_MAX_LENGTH,
  qualityRequestErrorOf,
  qualityScoreBodySchema,
  qualitySuggestionsBodySchema,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { draftQualityContext, qualityScorer } from './quality-context';
import type { QualityScorer } from './quality-scorer';

const refuse = (res: Response, error: Parameters<typeof qualityRequestErrorOf>[0]) =>
  sendError(res, qualityRequestErrorOf(error), { params: { max: RECOGNITION_MAX_LENGTH } });

export const QUALITY_SCORES_PATH = '/recognition/quality_scores';
export const QUALITY_SUGGESTIONS_PATH = '/recognition/quality_suggestions';

/**
 * The quality gauge's coach (recognition §7): scores a draft on the five dimensions, each with its reason,
 * and suggests what to add for one. Reads only: nothing is stored until the recognition is given.
 */
export function qualityRoutes(store: Store, scorer: QualityScorer = qualityScorer): Router {
  const router = Router();

  router.post(QUALITY_SCORES_PATH, guardedBy('POST', `/api/v2${QUALITY_SCORES_PATH}`), (req, res) => {
    const body = qualityScoreBodySchema.safeParse(req.body);
    if (!body.success) return refuse(res, body.error);
    const { bonusText } = body.data;
    const { company } = subjectOf(res);
    res.json({ result: scorer.score(bonusText, draftQualityContext(store, company, bonusText)) });
  });

  router.post(QUALITY_SUGGESTIONS_PATH, guardedBy('POST', `/api/v2${QUALITY_SUGGESTIONS_PATH}`), (req, res) => {
    const body = qualitySuggestionsBodySchema.safeParse(req.body);
    if (!body.success) return refuse(res, body.error);
    const { bonusText, dimensionKey } = body.data;
    const { company } = subjectOf(res);
    res.json({ result: scorer.suggest(bonusText, dimensionKey, draftQualityContext(store, company, bonusText)) });
  });

  return router;
}
