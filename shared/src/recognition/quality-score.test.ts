import {
  gaugeFillOf,
  qualityRequestErrorOf,
  qualityScoreBodySchema,
  qualitySuggestionsBodySchema,
} from './quality-score';

describe('the gauge fill (recognition §9)', () => {
  it('is matches ÷ min(total, 5), capped at 100 %', () => {
    expect(gaugeFillOf({ matches: 3, total: 5 })).toBeCloseTo(0.6);
    expect(gaugeFillOf({ matches: 2, total: 4 })).toBe(0.5);
    expect(gaugeFillOf({ matches: 5, total: 8 })).toBe(1);
    expect(gaugeFillOf({ matches: 7, total: 8 })).toBe(1);
  });

  it('is empty with no dimensions', () => {
    expect(gaugeFillOf({ matches: 0, total: 0 })).toBe(0);
  });
});

describe('the scoring bodies', () => {
  const errorOf = (schema: typeof qualityScoreBodySchema | typeof qualitySuggestionsBodySchema, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? null : qualityRequestErrorOf(parsed.error);
  };

  it('need a text of up to 1000 characters', () => {
    expect(errorOf(qualityScoreBodySchema, { bonusText: 'Thanks for the deck' })).toBeNull();
    expect(errorOf(qualityScoreBodySchema, {})).toBe('bad_request');
    expect(errorOf(qualityScoreBodySchema, { bonusText: '  ' })).toBe('bad_request');
    expect(errorOf(qualityScoreBodySchema, { bonusText: 'a'.repeat(1001) })).toBe('reason_too_long');
    expect(errorOf(qualityScoreBodySchema, null)).toBe('bad_request');
  });

  it('ask for suggestions on one of the five dimensions', () => {
    expect(errorOf(qualitySuggestionsBodySchema, { bonusText: 'x', dimensionKey: 'personal' })).toBeNull();
    expect(errorOf(qualitySuggestionsBodySchema, { bonusText: 'x', dimensionKey: 'funny' })).toBe('bad_request');
  });
});
