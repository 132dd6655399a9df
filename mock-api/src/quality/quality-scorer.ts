import type { QualityDimensionKey, QualityScore } from '@laurel/shared/contract';

/** What a scorer knows beside the text: the company's values and the first names of the people recognized. */
export interface QualityContext {
  values: readonly { hashtag: string; description: string }[];
  recipientFirstNames: readonly string[];
}

/**
 * Scores a recognition on the five dimensions of recognition §3 and coaches the writer on one of them.
 * The mock API's is rule-based and explains every decision; a model-backed scorer can take its place.
 */
export interface QualityScorer {
  score(text: string, context: QualityContext): QualityScore;
  suggest(text: string, key: QualityDimensionKey, context: QualityContext): string[];
}
