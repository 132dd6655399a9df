import { incentiveCostEstimate, pageNumberOf, periodStartOf, validateIncentiveForm } from './incentive-rules';
import { incentiveFormSchema } from './incentive-schemas';

const form = (fields: object) => incentiveFormSchema.parse({ name: 'Mentor', amount: 10, ...fields });

describe('incentive rules', () => {
  it.each([
    ['week', '2026-11-22T23:59:59.999Z', '2026-11-16T00:00:00.000Z'],
    ['week', '2026-11-16T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
    ['month', '2026-11-30T12:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['quarter', '2026-08-15T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    ['year', '2026-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z'],
  ] as const)('starts a %s holding %s at %s (UTC, weeks from Monday)', (period, at, start) => {
    expect(new Date(periodStartOf(period, Date.parse(at))).toISOString()).toBe(start);
  });

  it('has no start for a lifetime', () => {
    expect(periodStartOf('lifetime', Date.now())).toBe(Number.NEGATIVE_INFINITY);
  });

  it('estimates the cost as programs §5 says: with and without stock, by the exchange rate, truncated', () => {
    expect(incentiveCostEstimate({ scopedCount: 12, limit: 2, amount: 50, quantity: null, exchangeRate: 1 })).toBe(
      1200,
    );
    expect(incentiveCostEstimate({ scopedCount: 12, limit: 2, amount: 50, quantity: 5, exchangeRate: 1 })).toBe(250);
    expect(incentiveCostEstimate({ scopedCount: 7, limit: 1, amount: 10, quantity: null, exchangeRate: 3 })).toBe(23);
  });

  it('names every problem of the form', () => {
    expect(validateIncentiveForm(form({}), '')).toEqual([]);
    expect(
      validateIncentiveForm(
        form({
          name: ' ',
          amount: 1.5,
          message: 'x'.repeat(501),
          conditions: [{ attr: 'email', value: '' }],
          claimLimitMode: 'perPeriod',
          claimLimitQuantity: 2,
          requireApproval: true,
          approvalLevels: [],
        }),
        'y'.repeat(501),
      ),
    ).toEqual([
      'incentive_name_required',
      'incentive_description_too_long',
      'incentive_message_too_long',
      'incentive_amount_invalid',
      'incentive_condition_invalid',
      'incentive_claim_limit_invalid',
      'incentive_approval_steps_invalid',
    ]);
    expect(validateIncentiveForm(form({ requireApproval: true, approvalLevels: [[1], [2, 2]] }), '')).toEqual([
      'incentive_approval_steps_invalid',
    ]);
  });

  it('reads a page number of at least 1, else 1', () => {
    expect([
      pageNumberOf('3'),
      pageNumberOf('0'),
      pageNumberOf('2.5'),
      pageNumberOf('x'),
      pageNumberOf(undefined),
    ]).toEqual([3, 1, 1, 1, 1]);
  });
});
