import type {
  CatalogCategory,
  CompanyCatalogItem,
  CompanyDenomination,
  GridwallResponse,
} from '@laurel/shared/contract';

const USD = { id: 1, iso4217Code: 'USD', name: 'US dollar', symbol: '$', exponent: 2, usdPerUnit: 1 };
export const US = { code: 'US', name: 'United States', currency: USD };
export const GB = {
  code: 'GB',
  name: 'United Kingdom',
  currency: { id: 3, iso4217Code: 'GBP', name: 'Pound sterling', symbol: '£', exponent: 2, usdPerUnit: 1.27 },
};

export const CATEGORIES: (CatalogCategory & { subCategories: [] })[] = [
  { id: 3, name: 'Points boost', key: 'points_boost', subCategories: [] },
  { id: 4, name: 'Electronics', key: 'electronics', subCategories: [] },
];

let nextId = 1;

export function denomination(dollars: number, more: Partial<CompanyDenomination> = {}): CompanyDenomination {
  const id = nextId++;
  return {
    id,
    priceInSubunits: dollars * 100,
    priceInPoints: dollars * 10,
    prices: [
      { countryCode: 'US', currencyCode: 'USD', exponent: 2, priceInSubunits: dollars * 100 },
      { countryCode: 'GB', currencyCode: 'GBP', exponent: 2, priceInSubunits: Math.round((dollars * 100) / 1.27) },
    ],
    quantity: null,
    inactiveReasons: [],
    optionName: null,
    optionType: null,
    materials: null,
    features: [],
    weight: null,
    denominationMedia: [],
    taxonomy: { size: null, color: null },
    ...more,
  };
}

type ItemMore = Partial<Omit<CompanyCatalogItem, 'item'>> & { item?: Partial<CompanyCatalogItem['item']> };

export function catalogItem(id: number, fullName: string, more: ItemMore = {}): CompanyCatalogItem {
  const { item, ...rest } = more;
  return {
    id,
    companyId: 1,
    state: 'active',
    curated: false,
    companyDenominations: [denomination(10), denomination(25)],
    ...rest,
    item: {
      id,
      brandName: fullName.split(' ')[0]!,
      fullName,
      description: `A digital ${fullName.toLowerCase()}, delivered by e-mail.`,
      categories: [CATEGORIES[1]!],
      subCategories: [],
      collectShippingInfo: false,
      currency: USD,
      distributionMethod: 'gift_card',
      itemType: 'core',
      provider: 'tango_card',
      feePercentage: 0,
      flatFeeInUsdCents: 0,
      fulfillmentPartner: null,
      itemMedia: [{ id: id * 10, altText: fullName, imageUrl: `/api/v2/media/rewards/${id}.svg` }],
      legacyId: null,
      logo: `/api/v2/media/rewards/${id}-logo.svg`,
      warnings: [],
      website: null,
      giftable: false,
      countryCodes: ['US', 'GB'],
      ...item,
    },
  };
}

export const giftCard = (more: ItemMore = {}) =>
  catalogItem(1_000_004, 'Amazon.com Gift Card', { ...more, item: { giftable: true, ...more.item } });

export const donation = () =>
  catalogItem(1_000_027, 'Donate to WWF', { item: { distributionMethod: 'donation', provider: 'bulk_donation' } });

export const hoodie = (more: ItemMore = {}) =>
  catalogItem(1_000_038, 'Team hoodie', {
    companyDenominations: ['S', 'M'].flatMap((size) =>
      ['navy', 'forest'].map((color) =>
        denomination(30, {
          quantity: 5,
          optionType: 'size',
          optionName: `${size} / ${color}`,
          taxonomy: { size, color },
        }),
      ),
    ),
    ...more,
    item: { distributionMethod: 'exclusive_swag', itemType: 'swag', collectShippingInfo: true, ...more.item },
  });

export const pointsBoost = () =>
  catalogItem(1_000_002, 'Allowance boost', {
    companyDenominations: [denomination(5), denomination(10)],
    item: { categories: [CATEGORIES[0]!], distributionMethod: 'custom', provider: 'bonusly' },
  });

export function gridwallPage(
  data: CompanyCatalogItem[],
  { pageNumber = 1, pageCount = 1, totalCount = data.length, flags = {} } = {} as {
    pageNumber?: number;
    pageCount?: number;
    totalCount?: number;
    flags?: Partial<Omit<GridwallResponse['meta'], 'pagination'>>;
  },
): GridwallResponse {
  return {
    data,
    meta: {
      pagination: { pageNumber, pageSize: 48, pageCount, totalCount },
      curatedItems: false,
      exclusiveItems: false,
      featuredItems: false,
      swagItems: false,
      ...flags,
    },
  };
}
