/** The catalogue's tabs, in the order programs §2 picks the default from; `all` when no other has items. */
export const CATALOGUE_TABS = ['featured', 'curated', 'exclusive', 'swag', 'all'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** The gridwall's meta flags: which tabs the company's catalogue has items for. */
export interface CatalogueTabFlags {
  featuredItems: boolean;
  curatedItems: boolean;
  exclusiveItems: boolean;
  swagItems: boolean;
}

/** What the catalogue's address says (programs §2): page, category, focusCurated and subCategory. */
export interface CatalogueParams {
  page: number;
  /** A tab other than curated (`featured`, `exclusive`, `swag`, `all`) or a category key. */
  category: string | null;
  focusCurated: boolean;
  subCategory: string | null;
}

const PAGE_PATTERN = /^\d+$/;

/** Programs §5: a whole number of at least 1, else 1. */
export function parsePage(value: string | null): number {
  const page = value !== null && PAGE_PATTERN.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const textOf = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

export function parseCatalogueParams(search: URLSearchParams): CatalogueParams {
  return {
    page: parsePage(search.get('page')),
    category: textOf(search.get('category')),
    focusCurated: search.get('focusCurated') === 'true',
    subCategory: textOf(search.get('subCategory')),
  };
}

/** The address of a catalogue view; page 1 and empty values are left out. */
export function catalogueSearch({ page, category, focusCurated, subCategory }: CatalogueParams): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (focusCurated) search.set('focusCurated', 'true');
  if (subCategory) search.set('subCategory', subCategory);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const FLAG_OF_TAB: Record<Exclude<CatalogueTab, 'all'>, keyof CatalogueTabFlags> = {
  featured: 'featuredItems',
  curated: 'curatedItems',
  exclusive: 'exclusiveItems',
  swag: 'swagItems',
};

/** Programs §2: featured, curated, exclusive, swag, else all. */
export const defaultTabOf = (flags: CatalogueTabFlags): CatalogueTab =>
  CATALOGUE_TABS.find((tab) => tab === 'all' || flags[FLAG_OF_TAB[tab]]) ?? 'all';

export const tabsShownFor = (flags: CatalogueTabFlags): CatalogueTab[] =>
  CATALOGUE_TABS.filter((tab) => tab === 'all' || flags[FLAG_OF_TAB[tab]]);

const isTab = (value: string | null): value is CatalogueTab => CATALOGUE_TABS.includes(value as CatalogueTab);

/** The tab the address names, or null when it names none and the default applies. */
export function tabOf(params: CatalogueParams): CatalogueTab | null {
  if (params.focusCurated) return 'curated';
  if (isTab(params.category)) return params.category;
  return params.category ? 'all' : null;
}

/** The category key the address names, when it names one rather than a tab. */
export const categoryKeyOf = (params: CatalogueParams): string | null =>
  isTab(params.category) ? null : params.category;

/** The address of a tab: a fresh first page, without a category or sub-category. */
export const tabParams = (tab: CatalogueTab): CatalogueParams => ({
  page: 1,
  category: tab === 'curated' ? null : tab,
  focusCurated: tab === 'curated',
  subCategory: null,
});
