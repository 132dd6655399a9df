import { isResendable, latestRecordOf, optionOf, parseRedemptionId } from './redemption-display';

describe('how a redemption reads', () => {
  it('reads delivery from the newest record', () => {
    const record = (id: number, createdAt: string) =>
      ({ id, createdAt, amount: 1, state: 'new', transactionFee: 0 }) as const;
    expect(
      latestRecordOf({ redemptionRecords: [record(1, '2026-11-01T00:00:00Z'), record(2, '2026-11-03T00:00:00Z')] })?.id,
    ).toBe(2);
    expect(latestRecordOf({ redemptionRecords: [] })).toBeUndefined();
  });

  it('names the option chosen, if any', () => {
    expect(optionOf({ size: 'M', color: 'navy' })).toBe('M · navy');
    expect(optionOf({ size: null, color: null })).toBeNull();
  });

  it('offers a resend only for a gift card with its claim link', () => {
    expect(isResendable({ giftCard: true, claimUrl: 'https://claims.laurel.example/c/x' })).toBe(true);
    expect(isResendable({ giftCard: true, claimUrl: null })).toBe(false);
    expect(isResendable({ giftCard: false, claimUrl: null })).toBe(false);
  });

  it('takes only a positive whole number as an id', () => {
    expect(['12', '0', 'latest', '1e3', undefined].map(parseRedemptionId)).toEqual([12, null, null, null, null]);
  });
});
