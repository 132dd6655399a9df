import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient, type QueryParams } from '@laurel/shared';
import { CATALOG_PAGE_SIZE, type CatalogItemType, type GridwallResponse } from '@laurel/shared/contract';
import { CATALOG_KEY_PREFIX } from '../../api/refresh-after-redemption';

/** One page of the grid: which rewards, in which country. */
export interface GridwallQuery {
  countryCode: string;
  page: number;
  curated: boolean;
  itemType: CatalogItemType | null;
  categoryId: number | null;
  subCategoryId: number | null;
}

type GridwallKey = readonly [typeof CATALOG_KEY_PREFIX, 'gridwall', GridwallQuery];

const paramsOf = (query: GridwallQuery): QueryParams => ({
  view: 'gridwall',
  page_size: CATALOG_PAGE_SIZE,
  page_number: query.page,
  'filters[country]': query.countryCode,
  'filters[curated]': query.curated ? 'true' : undefined,
  'filters[item_type]': query.itemType ?? undefined,
  'filters[category_ids]': query.categoryId ?? undefined,
  'filters[sub_category_ids]': query.subCategoryId ?? undefined,
});

const fetchGridwall = ([, , query]: GridwallKey) =>
  rewardsCatalogClient.get<GridwallResponse>('/catalogs/gridwall', { params: paramsOf(query) });

/** `GET /catalogs/gridwall` (programs §7): 48 rewards a page and which tabs the catalogue has. */
export const useGridwall = (query: GridwallQuery | null) =>
  useSWR(query && ([CATALOG_KEY_PREFIX, 'gridwall', query] as const), fetchGridwall, QUERY_DEFAULTS);
