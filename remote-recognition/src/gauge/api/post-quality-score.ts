import { v2Client } from '@laurel/shared';
import { qualityScoreBodySchema, type QualityScore } from '@laurel/shared/recognition';

/** `POST /recognition/quality_scores` (recognition §7): no retry; the queue times it out and caches it per text. */
export const postQualityScore = (bonusText: string, signal: AbortSignal): Promise<QualityScore> =>
  v2Client
    .post<{ result: QualityScore }>('/recognition/quality_scores', qualityScoreBodySchema.parse({ bonusText }), {
      signal,
    })
    .then((body) => body.result);
