/** Providers and categories of the rewards catalogue (programs spec §3, company catalogue item). */
export type CatalogProvider =
  'amazon' | 'bonusly' | 'bulk_donation' | 'cadooz' | 'paypal' | 'snappy' | 'tango_card' | 'tremendous';

export interface CatalogCategory {
  id: number;
  name: string;
  key: string;
}

/** A company catalogue item as the rewards service answers it: camel case, the item nested. */
export interface CatalogEntry {
  id: number;
  companyId: number;
  state: 'active';
  item: {
    provider: CatalogProvider;
    brandName: string;
    fullName: string;
    itemType: 'core';
    distributionMethod: 'custom';
    categories: CatalogCategory[];
  };
  companyDenominations: [];
}

export const CATALOG_CATEGORIES = {
  cash: { id: 1, name: 'Cash', key: 'cash' },
  prepaidCard: { id: 2, name: 'Prepaid cards', key: 'prepaid_card' },
  pointsBoost: { id: 3, name: 'Points boost', key: 'points_boost' },
  electronics: { id: 4, name: 'Electronics', key: 'electronics' },
} as const satisfies Record<string, CatalogCategory>;

type CatalogItem = CatalogEntry['item'];
const pointsBoost = (provider: CatalogProvider, fullName: string): CatalogItem => ({
  provider,
  brandName: fullName,
  fullName,
  itemType: 'core',
  distributionMethod: 'custom',
  categories: [CATALOG_CATEGORIES.pointsBoost],
});

/** Every company lists the same boosts; the bonusly one adds to the giving balance. */
const ALLOWANCE_BOOSTS: readonly CatalogItem[] = [
  pointsBoost('tremendous', 'Team budget top-up'),
  pointsBoost('bonusly', 'Allowance boost'),
  pointsBoost('tango_card', 'Giving balance boost'),
];

const ENTRY_IDS_PER_COMPANY = 1000;

/** The company's allowance-boost entries; an entry id is per company, as each company lists its own. */
export const allowanceBoostsOf = (companyId: number): CatalogEntry[] =>
  ALLOWANCE_BOOSTS.map((entry, index) => ({
    id: companyId * ENTRY_IDS_PER_COMPANY + index + 1,
    companyId,
    state: 'active',
    item: entry,
    companyDenominations: [],
  }));
