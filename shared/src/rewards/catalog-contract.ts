/** The rewards catalogue of programs spec §3 (company catalogue item), as the rewards service answers it. */

export const DISTRIBUTION_METHODS = [
  'axomo',
  'cash_out',
  'custom',
  'donation',
  'exclusive_experience',
  'exclusive_other',
  'exclusive_swag',
  'gift_card',
  'physical',
] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];

export const CATALOG_ITEM_TYPES = ['core', 'exclusive', 'featured', 'swag'] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

export const CATALOG_PROVIDERS = [
  'amazon',
  'bonusly',
  'bulk_donation',
  'cadooz',
  'paypal',
  'snappy',
  'tango_card',
  'tremendous',
] as const;
export type CatalogProvider = (typeof CATALOG_PROVIDERS)[number];

export const INACTIVE_REASONS = [
  'admin_disabled',
  'discontinued',
  'needs_attention',
  'out_of_stock',
  'system_disabled',
] as const;
export type InactiveReason = (typeof INACTIVE_REASONS)[number];

export const COMPANY_ITEM_STATES = ['active', 'archived', 'inactive'] as const;
export type CompanyItemState = (typeof COMPANY_ITEM_STATES)[number];

/** Denomination options (spec §3 taxonomy). */
export const DENOMINATION_OPTION_TYPES = ['size', 'color'] as const;
export type DenominationOptionType = (typeof DENOMINATION_OPTION_TYPES)[number];

/** Spec §9. */
export const CATALOG_PAGE_SIZE = 48;
export const CATALOG_SEARCH_PAGE_SIZE = 10;
export const FEATURED_DEFAULT_LIMIT = 9;
/** What one US dollar of a reward costs in points; other currencies convert through `usdPerUnit`. */
export const POINTS_PER_USD = 10;

export interface CatalogCurrency {
  id: number;
  iso4217Code: string;
  name: string;
  symbol: string;
  /** Digits after the decimal point: a price of 1050 subunits is 10.50 with exponent 2, 1050 with 0. */
  exponent: number;
  /** The catalogue's rate: what one unit of this currency is worth in US dollars. */
  usdPerUnit: number;
}

export interface CatalogCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  currency: CatalogCurrency;
}

export interface CatalogSubCategory {
  id: number;
  name: string;
  key: string;
  categoryId: number;
}

export interface CatalogCategory {
  id: number;
  name: string;
  key: string;
}

export interface CatalogCategoryWithSubCategories extends CatalogCategory {
  subCategories: CatalogSubCategory[];
}

export interface CatalogMedia {
  id: number;
  altText: string;
  imageUrl: string;
}

export interface CatalogItem {
  id: number;
  brandName: string;
  fullName: string;
  description: string;
  categories: CatalogCategory[];
  subCategories: CatalogSubCategory[];
  collectShippingInfo: boolean;
  currency: CatalogCurrency;
  distributionMethod: DistributionMethod;
  itemType: CatalogItemType;
  provider: CatalogProvider;
  feePercentage: number;
  flatFeeInUsdCents: number;
  fulfillmentPartner: string | null;
  itemMedia: CatalogMedia[];
  legacyId: number | null;
  logo: string;
  warnings: string[];
  website: string | null;
  /** Whether it can be sent to someone else (the giftee's e-mail). */
  giftable: boolean;
  /** Where it can be redeemed (ISO 3166-1 alpha-2). */
  countryCodes: string[];
}

/** A price in one country's currency, from the catalogue's rates. */
export interface CountryPrice {
  countryCode: string;
  currencyCode: string;
  exponent: number;
  priceInSubunits: number;
}

export interface CompanyDenomination {
  id: number;
  /** In the item's currency. */
  priceInSubunits: number;
  priceInPoints: number;
  prices: CountryPrice[];
  /** Units left; null for a reward without stock (digital codes, donations). */
  quantity: number | null;
  /** Empty when it can be redeemed; otherwise every reason it cannot. */
  inactiveReasons: InactiveReason[];
  optionName: string | null;
  optionType: DenominationOptionType | null;
  materials: string | null;
  features: string[];
  weight: string | null;
  denominationMedia: CatalogMedia[];
  taxonomy: { size: string | null; color: string | null };
}

export interface CompanyCatalogItem {
  id: number;
  companyId: number;
  state: CompanyItemState;
  curated: boolean;
  item: CatalogItem;
  companyDenominations: CompanyDenomination[];
}

export interface CatalogPagination {
  pageNumber: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
}

/** `GET /catalogs/gridwall`: a page, and which tabs the company's catalogue has (the default-tab order of §2). */
export interface GridwallResponse {
  data: CompanyCatalogItem[];
  meta: {
    pagination: CatalogPagination;
    curatedItems: boolean;
    exclusiveItems: boolean;
    featuredItems: boolean;
    swagItems: boolean;
  };
}

export const FEATURED_GROUPS = ['previously_claimed', 'points_boost', 'promoted'] as const;
export type FeaturedGroup = (typeof FEATURED_GROUPS)[number];

/** `GET /catalogs/featured`; `points_boost` is absent for someone who cannot claim a points boost. */
export interface FeaturedResponse {
  data: Partial<Record<FeaturedGroup, CompanyCatalogItem[]>>;
}

/** The category key of the items that convert earning balance into giving balance (platform §6). */
export const POINTS_BOOST_CATEGORY_KEY = 'points_boost';

export const isPointsBoost = (item: Pick<CatalogItem, 'categories'>) =>
  item.categories.some((category) => category.key === POINTS_BOOST_CATEGORY_KEY);

/** A denomination can be redeemed when neither it nor its company item is held back. */
export const isRedeemable = (entry: Pick<CompanyCatalogItem, 'state'>, denomination: CompanyDenomination) =>
  entry.state === 'active' && denomination.inactiveReasons.length === 0;

/** A price of `subunits` in a currency, in points, rounded up so a reward never costs less than it is worth. */
export const pointsForPrice = (subunits: number, currency: Pick<CatalogCurrency, 'exponent' | 'usdPerUnit'>) =>
  Math.ceil((subunits / 10 ** currency.exponent) * currency.usdPerUnit * POINTS_PER_USD - 1e-9);
