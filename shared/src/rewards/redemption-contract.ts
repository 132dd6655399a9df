/** A reward redemption of programs spec §3 and its states (§4), as `GET /rewards/redemptions` answers it. */

export const REDEMPTION_STATUSES = ['new', 'approved', 'fulfilled', 'declined', 'refunded'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const REDEMPTION_RECORD_STATUSES = [
  'new',
  'manual_pending',
  'manual_fulfilled',
  'succeeded',
  'failed',
  'canceled',
  'retry',
  'out_of_stock',
  'pending_voucher',
  'expired',
] as const;
export type RedemptionRecordStatus = (typeof REDEMPTION_RECORD_STATUSES)[number];

/** The kind of catalogue entry a redemption was made from. */
export const REDEMPTION_CATALOG_ITEM_TYPES = ['axomo', 'built_in', 'custom', 'other'] as const;
export type RedemptionCatalogItemType = (typeof REDEMPTION_CATALOG_ITEM_TYPES)[number];

export const REDEMPTION_SORT_FIELDS = ['created_at', 'price_in_points'] as const;
export type RedemptionSortField = (typeof REDEMPTION_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Spec §2 and §9: newest first. */
export const REDEMPTION_DEFAULT_SORT = { sortBy: 'created_at', sortDirection: 'desc' } as const;
export const REDEMPTIONS_PAGE_SIZE = 20;

export interface ShippingAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface RedemptionRecord {
  id: number;
  amount: number;
  createdAt: string;
  state: RedemptionRecordStatus;
  transactionFee: number;
}

export interface Redemption {
  id: number;
  aasmState: RedemptionStatus;
  brandName: string;
  /** Where an instant gift card is claimed; null until there is one. */
  claimUrl: string | null;
  color: string | null;
  createdAt: string;
  donation: boolean;
  gift: boolean;
  giftCard: boolean;
  gifteeEmail: string | null;
  giftMessage: string | null;
  name: string;
  /** In the item's currency, formatted by the UI with `currency`. */
  priceInCurrency: number;
  currency: { iso4217Code: string; exponent: number; symbol: string };
  priceInPoints: number;
  size: string | null;
  pointsBoost: boolean;
  catalogItem: {
    id: number;
    denomination: number;
    imageUrl: string;
    type: RedemptionCatalogItemType;
  };
  redemptionRecords: RedemptionRecord[];
  shippingAddress: ShippingAddress | null;
}

export interface RedemptionListResponse {
  records: Redemption[];
  metadata: {
    pageNumber: number;
    pageSize: number;
    pageCount: number;
    totalCount: number;
    sortBy: RedemptionSortField;
    sortDirection: SortDirection;
  };
}
