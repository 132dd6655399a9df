import type { RecognitionRules } from './recognition-rules';
import {
  recognitionErrorParams,
  recognitionFactsOf,
  requiredHashtagsText,
  totalAmountOf,
  validateRecognition,
} from './validate-recognition';

const rules: RecognitionRules = {
  zeroPointBonuses: false,
  hashtaggingMode: 'none',
  companyHashtags: ['OwnIt', 'BeCurious'],
  givingBalance: 100,
};

const check = (reason: string, recipients = 1, overrides: Partial<RecognitionRules> = {}) =>
  validateRecognition(recognitionFactsOf(reason, recipients), { ...rules, ...overrides });

describe('validateRecognition', () => {
  it('accepts an amount, a recipient and no hashtag rule', () => {
    expect(check('+10 thanks')).toEqual([]);
  });

  it.each([
    ['missing_recipient', 'thanks +10', 0, {}],
    ['missing_amount', 'thanks', 1, {}],
    ['invalid_amount', 'thanks +', 1, {}],
    ['invalid_amount', 'thanks +0', 1, {}],
    ['insufficient_balance', '+60 thanks', 2, {}],
    ['missing_hashtag', '+10 thanks', 1, { hashtaggingMode: 'at_least_one_hashtag' }],
    ['missing_required_hashtag', '+10 thanks #Random', 1, { hashtaggingMode: 'at_least_one_company_hashtag' }],
  ] as const)('gives %s for %j to %i', (error, reason, recipients, overrides) => {
    expect(check(reason, recipients, overrides)).toEqual([error]);
  });

  it('allows no amount when zero-point bonuses are on', () => {
    expect(check('thanks', 1, { zeroPointBonuses: true })).toEqual([]);
  });

  it('counts flash points with the giving balance', () => {
    expect(check('+60 thanks', 2, { flashPointsBalance: 20 })).toEqual([]);
  });

  it('matches company hashtags whatever their case', () => {
    expect(check('+5 #ownit', 1, { hashtaggingMode: 'at_least_one_company_hashtag' })).toEqual([]);
  });

  it('lists several problems in display order', () => {
    expect(check('thanks', 0, { hashtaggingMode: 'at_least_one_hashtag' })).toEqual([
      'missing_recipient',
      'missing_amount',
      'missing_hashtag',
    ]);
  });

  it('multiplies the amount by distinct recipients and lists required tags with #', () => {
    expect(totalAmountOf({ amount: 10, recipientCount: 3 })).toBe(30);
    expect(requiredHashtagsText(rules)).toBe('#OwnIt, #BeCurious');
  });

  describe('the company’s giving limits', () => {
    const givingLimits = { maxPointsPerRecognition: 5, minRecipients: 2, maxRecipients: 3 };

    it.each([
      ['+6 thanks', 2, ['amount_above_limit']],
      ['+5 thanks', 1, ['too_few_recipients']],
      ['+5 thanks', 4, ['too_many_recipients']],
      ['+6 thanks', 4, ['amount_above_limit', 'too_many_recipients']],
      ['+5 thanks', 2, []],
      ['+5 thanks', 3, []],
    ] as const)('%j to %i breaks %j', (reason, recipients, errors) => {
      expect(check(reason, recipients, { givingLimits })).toEqual(errors);
    });

    it('leaves no recipient at all to missing_recipient, and follows the spec’s list', () => {
      expect(check('thanks', 0, { givingLimits })).toEqual(['missing_recipient', 'missing_amount']);
    });

    it('null is no limit, and a company without limits has none', () => {
      const none = { maxPointsPerRecognition: null, minRecipients: 1, maxRecipients: null };
      expect(check('+90 thanks', 1, { givingLimits: none })).toEqual([]);
      expect(check('+9 thanks', 9, { givingBalance: 1000 })).toEqual([]);
    });

    it('names the limits in the params a refusal’s message reads', () => {
      expect(recognitionErrorParams({ ...rules, givingLimits })).toEqual({
        hashtags: '#OwnIt, #BeCurious',
        maxPoints: 5,
        minRecipients: 2,
        maxRecipients: 3,
      });
    });
  });
});
