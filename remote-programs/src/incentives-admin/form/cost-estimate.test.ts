import { claimsPerEmployeeOf, costEstimateOf } from './cost-estimate';

const values = (overrides: Partial<Parameters<typeof costEstimateOf>[0]> = {}) => ({
  amount: 50,
  quantity: null,
  claimLimitMode: 'unlimited' as const,
  userClaimLimit: null,
  claimLimitQuantity: null,
  ...overrides,
});

describe('the incentive cost estimate (programs §5)', () => {
  it('is people × claims each × amount, an unlimited claim counting once', () => {
    expect(costEstimateOf(values(), 12, 1)).toBe(600);
    expect(costEstimateOf(values({ claimLimitMode: 'perEmployee', userClaimLimit: 3 }), 12, 1)).toBe(1800);
    expect(
      costEstimateOf(
        values({ claimLimitMode: 'perPeriod', claimLimitQuantity: 2, periodType: 'month' } as never),
        5,
        1,
      ),
    ).toBe(500);
  });

  it('is capped by the stock when there is one', () => {
    expect(costEstimateOf(values({ claimLimitMode: 'perEmployee', userClaimLimit: 3, quantity: 10 }), 12, 1)).toBe(500);
    expect(costEstimateOf(values({ quantity: 100 }), 4, 1)).toBe(200);
  });

  it('divides by the budget’s exchange rate and truncates', () => {
    expect(costEstimateOf(values({ amount: 7 }), 3, 2)).toBe(10);
    expect(costEstimateOf(values({ amount: 10 }), 1, 3)).toBe(3);
  });

  it('has no estimate until the amount is a positive number', () => {
    expect(costEstimateOf(values({ amount: Number.NaN }), 3, 1)).toBeNull();
    expect(costEstimateOf(values({ amount: 0 }), 3, 1)).toBeNull();
  });

  it('counts an unfinished limit as one claim', () => {
    expect(claimsPerEmployeeOf({ claimLimitMode: 'perEmployee', userClaimLimit: null, claimLimitQuantity: null })).toBe(
      1,
    );
    expect(claimsPerEmployeeOf({ claimLimitMode: 'perPeriod', userClaimLimit: 9, claimLimitQuantity: 4 })).toBe(4);
  });
});
