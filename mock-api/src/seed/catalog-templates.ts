import type { CatalogItemType, CatalogProvider, DistributionMethod } from '@laurel/shared/contract';
import type { CatalogCategoryName, CatalogSubCategoryName } from '../rewards/catalog-reference';
import type { OptionColour, RewardBrandKey } from '../rewards/reward-pictures';

/** One kind of reward; the seed repeats the list, in editions, up to the catalogue size it is asked for. */
export interface CatalogTemplate {
  brand: RewardBrandKey;
  fullName: string;
  description: string;
  categories: CatalogCategoryName[];
  subCategories?: CatalogSubCategoryName[];
  distributionMethod: DistributionMethod;
  itemType: CatalogItemType;
  provider: CatalogProvider;
  currency: string;
  /** Prices in the currency's units (10 = $10.00, 1000 = ¥1000). */
  prices: number[];
  countries: string[];
  giftable?: boolean;
  /** Units in stock per denomination; absent for rewards without stock. */
  stock?: boolean;
  sizes?: string[];
  colours?: OptionColour[];
  materials?: string;
  weight?: string;
  features?: string[];
  warnings?: string[];
  fulfillmentPartner?: string;
  curated?: boolean;
  promoted?: boolean;
}

const giftCard = (
  brand: RewardBrandKey,
  fullName: string,
  provider: CatalogProvider,
  categories: CatalogCategoryName[],
  more: Partial<CatalogTemplate> = {},
): CatalogTemplate => ({
  brand,
  fullName,
  description: `A digital ${fullName.toLowerCase()}, delivered by e-mail with a link to claim it.`,
  categories,
  distributionMethod: 'gift_card',
  itemType: 'core',
  provider,
  currency: 'USD',
  prices: [10, 25, 50, 100],
  countries: ['US'],
  giftable: true,
  ...more,
});

const pointsBoost = (brand: RewardBrandKey, fullName: string, provider: CatalogProvider): CatalogTemplate => ({
  brand,
  fullName,
  description: 'Turn points you have earned into points you can give to colleagues.',
  categories: ['pointsBoost'],
  distributionMethod: 'custom',
  itemType: 'core',
  provider,
  currency: 'USD',
  prices: [5, 10, 25],
  countries: ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'IN', 'KW'],
});

const swag = (
  brand: RewardBrandKey,
  fullName: string,
  distributionMethod: DistributionMethod,
  subCategory: CatalogSubCategoryName,
  more: Partial<CatalogTemplate>,
): CatalogTemplate => ({
  brand,
  fullName,
  description: `${fullName}, made for the team and shipped to your door.`,
  categories: ['swag'],
  subCategories: [subCategory],
  distributionMethod,
  itemType: 'swag',
  provider: 'snappy',
  currency: 'USD',
  prices: [30],
  countries: ['US', 'CA', 'GB'],
  stock: true,
  fulfillmentPartner: 'Axomo',
  ...more,
});

/**
 * Every distribution method, item type and provider of spec §3 appears here; the first three are the
 * points boosts (ids 1–3, so their company item ids stay put as the catalogue grows).
 */
export const CATALOG_TEMPLATES: readonly CatalogTemplate[] = [
  pointsBoost('laurel', 'Team budget top-up', 'tremendous'),
  pointsBoost('laurel', 'Allowance boost', 'bonusly'),
  pointsBoost('laurel', 'Giving balance boost', 'tango_card'),
  giftCard('amazon', 'Amazon.com Gift Card', 'amazon', ['electronics', 'home'], {
    itemType: 'featured',
    promoted: true,
    curated: true,
  }),
  giftCard('amazon-uk', 'Amazon.co.uk Gift Card', 'amazon', ['electronics'], { currency: 'GBP', countries: ['GB'] }),
  giftCard('starbucks', 'Starbucks Card', 'tango_card', ['restaurants'], {
    subCategories: ['coffee'],
    prices: [5, 10, 25],
    countries: ['US', 'CA'],
    promoted: true,
  }),
  giftCard('target', 'Target GiftCard', 'tremendous', ['grocery', 'home'], { curated: true }),
  giftCard('apple', 'Apple Gift Card', 'tango_card', ['electronics'], { prices: [25, 50, 100] }),
  giftCard('best-buy', 'Best Buy Gift Card', 'tango_card', ['electronics']),
  giftCard('uber-eats', 'Uber Eats Gift Card', 'tremendous', ['restaurants'], {
    subCategories: ['delivery'],
    itemType: 'featured',
    promoted: true,
  }),
  giftCard('doordash', 'DoorDash Gift Card', 'tango_card', ['restaurants'], { subCategories: ['delivery'] }),
  giftCard('airbnb', 'Airbnb Gift Card', 'tango_card', ['travel'], { prices: [50, 100, 200], promoted: true }),
  giftCard('sephora', 'Sephora eGift Card', 'tango_card', ['beautyAndSpa']),
  giftCard('spa-finder', 'Spafinder Wellness Gift Card', 'tremendous', ['beautyAndSpa'], {
    warnings: ['Not valid at every location; check the spa before booking.'],
  }),
  giftCard('steam', 'Steam Wallet Code', 'tango_card', ['gaming'], { prices: [20, 50, 100] }),
  giftCard('xbox', 'Xbox Gift Card', 'tango_card', ['gaming'], { prices: [15, 25, 50] }),
  giftCard('nintendo', 'Nintendo eShop Card', 'tango_card', ['gaming'], {
    currency: 'JPY',
    prices: [1000, 3000, 5000],
    countries: ['JP'],
  }),
  giftCard('whole-foods', 'Whole Foods Market Gift Card', 'tango_card', ['grocery']),
  giftCard('ikea', 'IKEA Geschenkkarte', 'cadooz', ['home'], {
    currency: 'EUR',
    prices: [20, 50],
    countries: ['DE', 'FR'],
  }),
  giftCard('zalando', 'Zalando Gutschein', 'cadooz', ['apparel'], { currency: 'EUR', countries: ['DE', 'FR'] }),
  giftCard('flipkart', 'Flipkart Gift Card', 'tremendous', ['electronics'], {
    currency: 'INR',
    prices: [500, 1000, 2500],
    countries: ['IN'],
  }),
  giftCard('lulu', 'Lulu Hypermarket Gift Card', 'tremendous', ['grocery'], {
    currency: 'KWD',
    prices: [5, 10, 20],
    countries: ['KW'],
  }),
  giftCard('rei', 'REI Gift Card', 'tango_card', ['apparel', 'travel'], { subCategories: ['outerwear'] }),
  giftCard('nike', 'Nike Gift Card', 'tango_card', ['apparel'], { subCategories: ['shoes'], curated: true }),
  giftCard('visa', 'Visa Prepaid Card', 'tremendous', ['prepaidCard'], {
    description: 'A prepaid Visa card you can spend wherever Visa is taken.',
    giftable: false,
    warnings: ['Fees may apply after six months of inactivity.'],
  }),
  {
    brand: 'paypal',
    fullName: 'PayPal Cash Out',
    description: 'Points paid out to your PayPal account in US dollars.',
    categories: ['cash'],
    distributionMethod: 'cash_out',
    itemType: 'core',
    provider: 'paypal',
    currency: 'USD',
    prices: [10, 25, 50],
    countries: ['US', 'CA', 'GB'],
  },
  ...(
    [
      ['red-cross', 'Donate to the American Red Cross'],
      ['wwf', 'Donate to WWF'],
      ['msf', 'Donate to Doctors Without Borders'],
      ['charity-water', 'Donate to charity: water'],
    ] as const
  ).map(([brand, fullName]): CatalogTemplate => ({
    brand,
    fullName,
    description: 'Your points become a donation; the charity receives it in the monthly payout.',
    categories: ['donation'],
    distributionMethod: 'donation',
    itemType: 'core',
    provider: 'bulk_donation',
    currency: 'USD',
    prices: [5, 10, 25, 50],
    countries: ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'IN', 'KW'],
    curated: brand === 'charity-water',
  })),
  {
    brand: 'bose',
    fullName: 'Bose QuietComfort Headphones',
    description: 'Wireless noise-cancelling headphones with up to 24 hours of battery.',
    categories: ['electronics'],
    subCategories: ['headphones'],
    distributionMethod: 'physical',
    itemType: 'core',
    provider: 'snappy',
    currency: 'USD',
    prices: [249],
    countries: ['US', 'CA'],
    stock: true,
    colours: ['Black', 'Sand'],
    weight: '250 g',
    features: ['Noise cancelling', 'Bluetooth 5.3', 'USB-C charging'],
    fulfillmentPartner: 'Snappy',
    promoted: true,
  },
  {
    brand: 'kindle',
    fullName: 'Kindle Paperwhite',
    description: 'A glare-free 6.8" e-reader with adjustable warm light.',
    categories: ['electronics'],
    subCategories: ['eReaders'],
    distributionMethod: 'physical',
    itemType: 'core',
    provider: 'snappy',
    currency: 'USD',
    prices: [149],
    countries: ['US'],
    stock: true,
    weight: '205 g',
    features: ['Waterproof', '16 GB'],
    fulfillmentPartner: 'Snappy',
  },
  {
    brand: 'le-creuset',
    fullName: 'Le Creuset Round Dutch Oven',
    description: 'Enamelled cast iron, 4.2 litres.',
    categories: ['home'],
    subCategories: ['cookware'],
    distributionMethod: 'physical',
    itemType: 'core',
    provider: 'snappy',
    currency: 'USD',
    prices: [320],
    countries: ['US', 'GB', 'DE', 'FR'],
    stock: true,
    colours: ['Red', 'Navy'],
    materials: 'Enamelled cast iron',
    weight: '4.4 kg',
    fulfillmentPartner: 'Snappy',
  },
  {
    brand: 'cozymeal',
    fullName: 'Pasta-making class for two',
    description: 'A two-hour class with a chef: fresh pasta from scratch, then dinner.',
    categories: ['experiences'],
    subCategories: ['classes'],
    distributionMethod: 'exclusive_experience',
    itemType: 'exclusive',
    provider: 'snappy',
    currency: 'USD',
    prices: [180],
    countries: ['US'],
    giftable: true,
    curated: true,
  },
  {
    brand: 'balloon-rides',
    fullName: 'Sunrise hot-air balloon ride',
    description: 'An hour above the valley at sunrise, with breakfast after landing.',
    categories: ['experiences'],
    subCategories: ['adventures'],
    distributionMethod: 'exclusive_experience',
    itemType: 'exclusive',
    provider: 'snappy',
    currency: 'USD',
    prices: [275],
    countries: ['US'],
    stock: true,
    warnings: ['Weather permitting; a cancelled flight is rebooked.'],
  },
  {
    brand: 'northwind',
    fullName: 'An extra day off',
    description: 'One more paid day off this year, agreed with your manager.',
    categories: ['experiences'],
    distributionMethod: 'exclusive_other',
    itemType: 'exclusive',
    provider: 'bonusly',
    currency: 'USD',
    prices: [200],
    countries: ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'IN', 'KW'],
  },
  {
    brand: 'northwind',
    fullName: 'Lunch with the CEO',
    description: 'Lunch for you and a colleague with our CEO.',
    categories: ['experiences'],
    distributionMethod: 'exclusive_other',
    itemType: 'exclusive',
    provider: 'bonusly',
    currency: 'USD',
    prices: [100],
    countries: ['US'],
    stock: true,
  },
  swag('northwind', 'Northwind Collective hoodie', 'exclusive_swag', 'hoodies', {
    prices: [45],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    colours: ['Navy', 'Heather'],
    materials: '80% cotton, 20% recycled polyester',
    curated: true,
  }),
  swag('laurel', 'Laurel tee', 'axomo', 'tShirts', {
    prices: [20],
    sizes: ['S', 'M', 'L', 'XL'],
    colours: ['Black', 'Forest'],
    materials: '100% organic cotton',
  }),
  swag('hydro-flask', 'Insulated tumbler', 'axomo', 'drinkware', {
    prices: [35],
    colours: ['Black', 'Forest', 'Sand'],
    materials: 'Stainless steel',
  }),
  swag('northwind', 'Canvas tote', 'exclusive_swag', 'bags', { prices: [18], materials: 'Recycled canvas' }),
  swag('northwind', 'Wireless charging pad', 'axomo', 'techAccessories', {
    prices: [40],
    features: ['Qi certified', '15 W'],
  }),
];
