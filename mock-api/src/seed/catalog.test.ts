import {
  CATALOG_ITEM_TYPES,
  CATALOG_PROVIDERS,
  COMPANY_ITEM_STATES,
  DISTRIBUTION_METHODS,
  INACTIVE_REASONS,
  REDEMPTION_RECORD_STATUSES,
  REDEMPTION_STATUSES,
} from '@laurel/shared/contract';
import { generateDatabase } from './generate';
import { companyStateOf, inactiveReasonsOf } from '../rewards/company-catalog';
import { isRewardBrandKey } from '../rewards/reward-pictures';

const today = new Date('2026-11-22T00:00:00Z');

describe('the seeded rewards catalogue', () => {
  const db = generateDatabase({ today });
  const settings = new Map(db.company_item_settings.map((setting) => [setting.catalog_item_id, setting]));

  it('covers every distribution method, item type, provider, item state and inactive reason of spec §3', () => {
    const items = db.catalog_items;
    expect(new Set(items.map((item) => item.distributionMethod))).toEqual(new Set(DISTRIBUTION_METHODS));
    expect(new Set(items.map((item) => item.itemType))).toEqual(new Set(CATALOG_ITEM_TYPES));
    expect(new Set(items.map((item) => item.provider))).toEqual(new Set(CATALOG_PROVIDERS));
    expect(new Set(items.map((item) => companyStateOf(item, settings.get(item.id))))).toEqual(
      new Set(COMPANY_ITEM_STATES),
    );
    const reasons = items.flatMap((item) =>
      item.denominations.flatMap((denomination) => inactiveReasonsOf(denomination, settings.get(item.id))),
    );
    expect(new Set(reasons)).toEqual(new Set(INACTIVE_REASONS));
  });

  it('has options of size and colour, currencies of every exponent, and a picture for every brand', () => {
    const denominations = db.catalog_items.flatMap((item) => item.denominations);
    expect(denominations.some((denomination) => denomination.size && denomination.color)).toBe(true);
    expect(denominations.some((denomination) => denomination.optionType === 'color' && !denomination.size)).toBe(true);
    expect(new Set(db.catalog_items.map((item) => item.currencyCode))).toEqual(
      new Set(['USD', 'GBP', 'EUR', 'JPY', 'INR', 'KWD']),
    );
    expect(db.catalog_items.every((item) => isRewardBrandKey(item.brandKey))).toBe(true);
    expect(new Set(denominations.map((denomination) => denomination.id)).size).toBe(denominations.length);
  });

  it('writes a history in every redemption status and record status', () => {
    expect(new Set(db.redemptions.map((row) => row.aasm_state))).toEqual(new Set(REDEMPTION_STATUSES));
    expect(new Set(db.redemptions.flatMap((row) => row.records.map((record) => record.state)))).toEqual(
      new Set(REDEMPTION_RECORD_STATUSES),
    );
  });

  it('is the same for the same seed, and keeps the people and recognitions whatever its size', () => {
    const again = generateDatabase({ today });
    expect(again.catalog_items).toEqual(db.catalog_items);
    const large = generateDatabase({ today, items: 600 });
    expect(large.catalog_items).toHaveLength(600);
    expect(large.users).toEqual(db.users);
    expect(large.bonuses).toEqual(db.bonuses);
  });

  it('builds 5 000 items quickly, with unique names', () => {
    const started = performance.now();
    const large = generateDatabase({ today, items: 5000 });
    const seconds = (performance.now() - started) / 1000;
    expect(large.catalog_items).toHaveLength(5000);
    expect(new Set(large.catalog_items.map((item) => item.fullName)).size).toBe(5000);
    expect(seconds).toBeLessThan(5);
  });
});
