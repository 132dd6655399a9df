import type {
  DistributionMethod,
  Redemption,
  RedemptionCatalogItemType,
  RedemptionRecordStatus,
  RedemptionStatus,
  ShippingAddress,
} from '@laurel/shared/contract';
import type { CatalogItemRow, DenominationRow, RedemptionRow } from '../db/types';
import { currencyOf } from './catalog-reference';
import { companyItemIdOf, isPointsBoostRow, pointsPriceOf } from './company-catalog';
import { rewardPictureUrl, type OptionColour, type RewardBrandKey } from './reward-pictures';

/** Where an instant gift card is claimed; the mock hands out links on a reserved domain. */
export const CLAIM_URL_BASE = 'https://claims.laurel.example/c/';
const RECORD_IDS_PER_REDEMPTION = 10;

/** What happens to a redemption the moment it is made, by how the reward is delivered. */
export const FIRST_STATES: Record<
  DistributionMethod,
  { redemption: RedemptionStatus; record: RedemptionRecordStatus }
> = {
  gift_card: { redemption: 'fulfilled', record: 'succeeded' },
  donation: { redemption: 'fulfilled', record: 'succeeded' },
  custom: { redemption: 'fulfilled', record: 'succeeded' },
  cash_out: { redemption: 'approved', record: 'new' },
  physical: { redemption: 'approved', record: 'manual_pending' },
  axomo: { redemption: 'approved', record: 'manual_pending' },
  exclusive_swag: { redemption: 'approved', record: 'manual_pending' },
  exclusive_experience: { redemption: 'new', record: 'manual_pending' },
  exclusive_other: { redemption: 'new', record: 'manual_pending' },
};

const catalogItemTypeOf = (method: DistributionMethod): RedemptionCatalogItemType => {
  if (method === 'axomo') return 'axomo';
  if (method === 'custom' || method.startsWith('exclusive_')) return 'custom';
  if (method === 'gift_card' || method === 'donation' || method === 'physical') return 'built_in';
  return 'other';
};

/** The fee in the item's currency: its percentage of the price plus its flat fee converted from US cents. */
export function transactionFeeOf(item: CatalogItemRow, denomination: DenominationRow): number {
  const currency = currencyOf(item.currencyCode);
  const flat = (item.flatFeeInUsdCents / 100 / currency.usdPerUnit) * 10 ** currency.exponent;
  return Math.round((denomination.priceInSubunits * item.feePercentage) / 100 + flat);
}

export interface NewRedemption {
  id: number;
  companyId: number;
  userId: number;
  item: CatalogItemRow;
  denomination: DenominationRow;
  shippingAddress?: ShippingAddress;
  gifteeEmail?: string;
  giftMessage?: string;
  /** The token of the claim link, for a gift card. */
  claimToken: string;
  createdAt: string;
  /** The seed writes histories in every state; a new redemption starts in its method's first state. */
  states?: { redemption: RedemptionStatus; record: RedemptionRecordStatus };
}

export function redemptionRow({
  id,
  companyId,
  userId,
  item,
  denomination,
  shippingAddress,
  gifteeEmail,
  giftMessage,
  claimToken,
  createdAt,
  states = FIRST_STATES[item.distributionMethod],
}: NewRedemption): RedemptionRow {
  const colour = denomination.color as OptionColour | null;
  const gift = gifteeEmail !== undefined;
  return {
    id,
    company_id: companyId,
    user_id: userId,
    company_item_id: companyItemIdOf(companyId, item.id),
    catalog_item_id: item.id,
    denomination_id: denomination.id,
    aasm_state: states.redemption,
    brand_name: item.brandName,
    name: item.fullName,
    image_url: rewardPictureUrl(item.brandKey as RewardBrandKey, colour ?? undefined),
    catalog_item_type: catalogItemTypeOf(item.distributionMethod),
    distribution_method: item.distributionMethod,
    points_boost: isPointsBoostRow(item),
    price_in_points: pointsPriceOf(item, denomination),
    price_in_subunits: denomination.priceInSubunits,
    currency_code: item.currencyCode,
    size: denomination.size,
    color: denomination.color,
    gift,
    giftee_email: gifteeEmail ?? null,
    gift_message: gift ? (giftMessage ?? null) : null,
    shipping_address: item.collectShippingInfo ? (shippingAddress ?? null) : null,
    claim_url:
      item.distributionMethod === 'gift_card' && states.record === 'succeeded'
        ? `${CLAIM_URL_BASE}${claimToken}`
        : null,
    created_at: createdAt,
    records: [
      {
        id: id * RECORD_IDS_PER_REDEMPTION + 1,
        amount: denomination.priceInSubunits,
        created_at: createdAt,
        state: states.record,
        transaction_fee: transactionFeeOf(item, denomination),
      },
    ],
    resends: [],
  };
}

/** A gift card delivered by e-mail can be sent again; nothing else has an e-mail to resend. */
export const isResendable = (row: RedemptionRow) => row.distribution_method === 'gift_card' && row.claim_url !== null;

export function redemptionView(row: RedemptionRow): Redemption {
  const currency = currencyOf(row.currency_code);
  return {
    id: row.id,
    aasmState: row.aasm_state,
    brandName: row.brand_name,
    claimUrl: row.claim_url,
    color: row.color,
    createdAt: row.created_at,
    donation: row.distribution_method === 'donation',
    gift: row.gift,
    giftCard: row.distribution_method === 'gift_card',
    gifteeEmail: row.giftee_email,
    giftMessage: row.gift_message,
    name: row.name,
    priceInCurrency: row.price_in_subunits,
    currency: { iso4217Code: currency.iso4217Code, exponent: currency.exponent, symbol: currency.symbol },
    priceInPoints: row.price_in_points,
    size: row.size,
    pointsBoost: row.points_boost,
    catalogItem: {
      id: row.company_item_id,
      denomination: row.denomination_id,
      imageUrl: row.image_url,
      type: row.catalog_item_type,
    },
    redemptionRecords: row.records.map((record) => ({
      id: record.id,
      amount: record.amount,
      createdAt: record.created_at,
      state: record.state,
      transactionFee: record.transaction_fee,
    })),
    shippingAddress: row.shipping_address,
  };
}
