import type { GiverBudget, RecognitionSettings } from '@laurel/shared/recognition';
import { hintFor, showsAmountTool, showsPrivacyTool } from './recognition-hints';

const settings = { zero_point_bonuses: false, hashtagging_mode: 'none', bonus_privacy: 'false' } as RecognitionSettings;
const budget = { giving_balance: 50, flash_points_balance: 0, can_give_non_zero: true } as GiverBudget;

describe('recognition hints and tools', () => {
  it.each([
    [false, 'at_least_one_hashtag', 'bothRequired'],
    [false, 'none', 'amountRequired'],
    [true, 'at_least_one_company_hashtag', 'hashtagRequired'],
    [true, 'none', 'bothOptional'],
  ] as const)('with zero-point %s and %s hints %s', (zeroPoint, mode, hint) => {
    expect(hintFor({ ...settings, zero_point_bonuses: zeroPoint, hashtagging_mode: mode })).toBe(hint);
  });

  it('shows the amount tool to those who may give points, unless zero-point giving left them none', () => {
    expect(showsAmountTool(settings, budget)).toBe(true);
    expect(showsAmountTool(settings, { ...budget, can_give_non_zero: false })).toBe(false);
    expect(showsAmountTool({ ...settings, zero_point_bonuses: true }, { ...budget, giving_balance: 0 })).toBe(false);
    expect(showsAmountTool(settings, { ...budget, giving_balance: 0 })).toBe(true);
  });

  it('shows the privacy tool only when the company setting is the string true', () => {
    expect(showsPrivacyTool(settings)).toBe(false);
    expect(showsPrivacyTool({ ...settings, bonus_privacy: 'true' })).toBe(true);
  });
});
