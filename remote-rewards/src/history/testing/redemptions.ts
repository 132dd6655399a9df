import type { Redemption, RedemptionListResponse } from '@laurel/shared/contract';

export function redemption(id: number, overrides: Partial<Redemption> = {}): Redemption {
  return {
    id,
    aasmState: 'fulfilled',
    brandName: 'Amazon',
    claimUrl: `https://claims.laurel.example/c/token${id}`,
    color: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    donation: false,
    gift: false,
    giftCard: true,
    gifteeEmail: null,
    giftMessage: null,
    name: 'Amazon.com Gift Card',
    priceInCurrency: 2500,
    currency: { iso4217Code: 'USD', exponent: 2, symbol: '$' },
    priceInPoints: 250,
    size: null,
    pointsBoost: false,
    catalogItem: { id: 1_000_001, denomination: 11, imageUrl: '/rewards/pictures/amazon.svg', type: 'built_in' },
    redemptionRecords: [
      { id: id * 10 + 1, amount: 2500, createdAt: '2026-11-20T10:00:00.000Z', state: 'succeeded', transactionFee: 0 },
    ],
    shippingAddress: null,
    ...overrides,
  };
}

export const HOODIE = (id: number) =>
  redemption(id, {
    aasmState: 'approved',
    brandName: 'Northwind Collective',
    claimUrl: null,
    giftCard: false,
    name: 'Northwind Collective hoodie',
    priceInCurrency: 4500,
    priceInPoints: 450,
    size: 'M',
    color: 'navy',
    redemptionRecords: [
      {
        id: id * 10 + 1,
        amount: 4500,
        createdAt: '2026-11-18T10:00:00.000Z',
        state: 'manual_pending',
        transactionFee: 150,
      },
    ],
    shippingAddress: { address1: '500 Harbor Way', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
  });

export function redemptionsPage(
  records: Redemption[],
  metadata: Partial<RedemptionListResponse['metadata']> = {},
): RedemptionListResponse {
  return {
    records,
    metadata: {
      pageNumber: 1,
      pageSize: 20,
      pageCount: 1,
      totalCount: records.length,
      sortBy: 'created_at',
      sortDirection: 'desc',
      ...metadata,
    },
  };
}
