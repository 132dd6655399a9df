import { QUALITY_DIMENSION_KEYS, gaugeFillOf, type QualityDimension } from '@laurel/shared/contract';
import type { QualityScorer } from './quality-scorer';
import { readQualityText } from './quality-text';
import { QUALITY_RULES } from './quality-rules';
import { QUALITY_SUGGESTIONS } from './quality-suggestions';

/** The transparent scorer: each dimension decided by the word rules of `quality-rules`, with the reason it gives. */
export const ruleBasedScorer: QualityScorer = {
  score(text, context) {
    const reading = readQualityText(text);
    const dimensions: QualityDimension[] = QUALITY_DIMENSION_KEYS.map((key) => ({
      key,
      ...QUALITY_RULES[key](reading, context),
    }));
    const totals = { matches: dimensions.filter((dimension) => dimension.matches).length, total: dimensions.length };
    return { score: Math.round(gaugeFillOf(totals) * 100), dimensions, totals };
  },
  // The rules' suggestions depend on the company and the people, not on the words already written.
  suggest(_text, key, context) {
    return QUALITY_SUGGESTIONS[key](context);
  },
};
