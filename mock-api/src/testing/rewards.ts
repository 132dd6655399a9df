import { REWARDS_SERVICE_BASE_PATH } from '@laurel/shared/contract';
import type { CatalogItemRow, Database } from '../db/types';
import type { createTestApi } from './test-api';
import { companyItemIdOf } from '../rewards/company-catalog';

type Api = Pick<ReturnType<typeof createTestApi>, 'http'>;

export const REWARDS_SERVICE = REWARDS_SERVICE_BASE_PATH;

export const catalogItemNamed = (db: Database, fullName: string): CatalogItemRow => {
  const item = db.catalog_items.find((row) => row.fullName === fullName);
  if (!item) throw new Error(`no catalogue item ${fullName}`);
  return item;
};

/** The body the reward page posts for one denomination of an item, as the company sees it. */
export const redemptionOf = (companyId: number, item: CatalogItemRow, denominationIndex = 0, more: object = {}) => ({
  redemption: {
    companyItemId: companyItemIdOf(companyId, item.id),
    denominationId: item.denominations[denominationIndex]!.id,
    ...more,
  },
});

export function redeem({ http }: Api, authorization: string, body: object, key?: string) {
  const request = http.post('/api/v2/redemptions').set('Authorization', authorization);
  if (key) request.set('Idempotency-Key', key);
  return request.send(body);
}

export const SHIPPING_ADDRESS = {
  address1: '221 Baker Street',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
};
