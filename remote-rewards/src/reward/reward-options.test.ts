import { INACTIVE_REASONS } from '@laurel/shared/contract';
import { denomination, giftCard, hoodie, pointsBoost } from './testing/catalog-items';
import { denominationWith, firstChoiceOf, optionsOf, redeemBlockersOf } from './reward-options';

describe('reward options', () => {
  it('lists the sizes and colours of a swag item and finds the denomination of a pair', () => {
    const entry = hoodie();
    expect(optionsOf(entry)).toEqual({ sizes: ['S', 'M'], colours: ['navy', 'forest'] });
    expect(denominationWith(entry, 'M', 'forest')?.optionName).toBe('M / forest');
    expect(optionsOf(giftCard())).toEqual({ sizes: [], colours: [] });
  });

  it('starts on the first denomination that can be redeemed', () => {
    const soldOut = denomination(10, { inactiveReasons: ['out_of_stock'], quantity: 0 });
    const open = denomination(25);
    expect(firstChoiceOf(giftCard({ companyDenominations: [soldOut, open] }))).toBe(open);
  });
});

describe('redeemBlockersOf', () => {
  const context = { earningBalance: 1000, canClaimPointsBoost: true };

  it('has nothing to say when the viewer can redeem', () => {
    const entry = giftCard();
    expect(redeemBlockersOf({ ...context, entry, denomination: entry.companyDenominations[0] })).toEqual([]);
  });

  it('names every inactive reason of the denomination and an inactive item', () => {
    const entry = giftCard({ state: 'inactive' });
    const held = denomination(10, { inactiveReasons: [...INACTIVE_REASONS] });
    expect(redeemBlockersOf({ ...context, entry, denomination: held })).toEqual([
      { kind: 'item_state', state: 'inactive' },
      ...INACTIVE_REASONS.map((reason) => ({ kind: 'inactive_reason', reason })),
    ]);
  });

  it('says how many points are missing', () => {
    const entry = giftCard();
    const blockers = redeemBlockersOf({
      ...context,
      earningBalance: 90,
      entry,
      denomination: entry.companyDenominations[0],
    });
    expect(blockers).toEqual([{ kind: 'insufficient_earning_balance', needed: 100, available: 90 }]);
  });

  it('refuses a points boost to whoever may not claim one', () => {
    const entry = pointsBoost();
    expect(
      redeemBlockersOf({ ...context, canClaimPointsBoost: false, entry, denomination: entry.companyDenominations[0] }),
    ).toEqual([{ kind: 'points_boost_not_allowed' }]);
  });
});
