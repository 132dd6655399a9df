import type { CatalogCategory, CatalogCountry, CatalogCurrency, CatalogSubCategory } from '@laurel/shared/contract';

/** The currencies the catalogue prices in; JPY has no subunits and KWD three, so exponents matter. */
export const CATALOG_CURRENCIES: readonly CatalogCurrency[] = [
  { id: 1, iso4217Code: 'USD', name: 'US dollar', symbol: '$', exponent: 2, usdPerUnit: 1 },
  { id: 2, iso4217Code: 'EUR', name: 'Euro', symbol: '€', exponent: 2, usdPerUnit: 1.08 },
  { id: 3, iso4217Code: 'GBP', name: 'Pound sterling', symbol: '£', exponent: 2, usdPerUnit: 1.27 },
  { id: 4, iso4217Code: 'CAD', name: 'Canadian dollar', symbol: 'CA$', exponent: 2, usdPerUnit: 0.73 },
  { id: 5, iso4217Code: 'JPY', name: 'Japanese yen', symbol: '¥', exponent: 0, usdPerUnit: 0.0067 },
  { id: 6, iso4217Code: 'INR', name: 'Indian rupee', symbol: '₹', exponent: 2, usdPerUnit: 0.012 },
  { id: 7, iso4217Code: 'KWD', name: 'Kuwaiti dinar', symbol: 'KD', exponent: 3, usdPerUnit: 3.25 },
];

const currency = (code: string) => CATALOG_CURRENCIES.find((candidate) => candidate.iso4217Code === code)!;
export const currencyOf = currency;

export const CATALOG_COUNTRIES: readonly CatalogCountry[] = [
  { code: 'US', name: 'United States', currency: currency('USD') },
  { code: 'CA', name: 'Canada', currency: currency('CAD') },
  { code: 'GB', name: 'United Kingdom', currency: currency('GBP') },
  { code: 'DE', name: 'Germany', currency: currency('EUR') },
  { code: 'FR', name: 'France', currency: currency('EUR') },
  { code: 'JP', name: 'Japan', currency: currency('JPY') },
  { code: 'IN', name: 'India', currency: currency('INR') },
  { code: 'KW', name: 'Kuwait', currency: currency('KWD') },
];

export const countryOf = (code: string) => CATALOG_COUNTRIES.find((country) => country.code === code);

/** Category keys of spec §3; ids are stable (the give modal asks for points_boost by id). */
export const CATALOG_CATEGORIES = {
  cash: { id: 1, name: 'Cash', key: 'cash' },
  prepaidCard: { id: 2, name: 'Prepaid cards', key: 'prepaid_card' },
  pointsBoost: { id: 3, name: 'Points boost', key: 'points_boost' },
  electronics: { id: 4, name: 'Electronics', key: 'electronics' },
  apparel: { id: 5, name: 'Apparel', key: 'apparel' },
  beautyAndSpa: { id: 6, name: 'Beauty & spa', key: 'beauty_and_spa' },
  donation: { id: 7, name: 'Donations', key: 'donation' },
  gaming: { id: 8, name: 'Gaming', key: 'gaming' },
  grocery: { id: 9, name: 'Grocery', key: 'grocery' },
  travel: { id: 10, name: 'Travel', key: 'travel' },
  restaurants: { id: 11, name: 'Restaurants', key: 'restaurants' },
  home: { id: 12, name: 'Home & kitchen', key: 'home' },
  experiences: { id: 13, name: 'Experiences', key: 'experiences' },
  swag: { id: 14, name: 'Company swag', key: 'swag' },
} as const satisfies Record<string, CatalogCategory>;

export type CatalogCategoryName = keyof typeof CATALOG_CATEGORIES;

const sub = (id: number, name: string, key: string, category: CatalogCategory): CatalogSubCategory => ({
  id,
  name,
  key,
  categoryId: category.id,
});

const { apparel, electronics, home, swag, experiences, restaurants } = CATALOG_CATEGORIES;

export const CATALOG_SUB_CATEGORIES = {
  tShirts: sub(101, 'T-shirts', 't_shirts', swag),
  hoodies: sub(102, 'Hoodies & sweatshirts', 'hoodies', swag),
  drinkware: sub(103, 'Drinkware', 'drinkware', swag),
  bags: sub(104, 'Bags', 'bags', swag),
  techAccessories: sub(105, 'Tech accessories', 'tech_accessories', swag),
  shoes: sub(111, 'Shoes', 'shoes', apparel),
  outerwear: sub(112, 'Outerwear', 'outerwear', apparel),
  headphones: sub(121, 'Headphones', 'headphones', electronics),
  eReaders: sub(122, 'E-readers', 'e_readers', electronics),
  cookware: sub(131, 'Cookware', 'cookware', home),
  classes: sub(141, 'Classes', 'classes', experiences),
  adventures: sub(142, 'Adventures', 'adventures', experiences),
  delivery: sub(151, 'Food delivery', 'delivery', restaurants),
  coffee: sub(152, 'Coffee', 'coffee', restaurants),
} as const satisfies Record<string, CatalogSubCategory>;

export type CatalogSubCategoryName = keyof typeof CATALOG_SUB_CATEGORIES;

export const categoriesById = new Map<number, CatalogCategory>(
  Object.values(CATALOG_CATEGORIES).map((category) => [category.id, category]),
);
export const subCategoriesById = new Map<number, CatalogSubCategory>(
  Object.values(CATALOG_SUB_CATEGORIES).map((subCategory) => [subCategory.id, subCategory]),
);
