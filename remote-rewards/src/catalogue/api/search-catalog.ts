import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import { CATALOG_SEARCH_PAGE_SIZE, type GridwallResponse } from '@laurel/shared/contract';
import { CATALOG_KEY_PREFIX } from '../../api/refresh-after-redemption';

type SearchKey = readonly [typeof CATALOG_KEY_PREFIX, 'search', string, string];

const fetchSearchResults = ([, , name, countryCode]: SearchKey) =>
  rewardsCatalogClient
    .get<GridwallResponse>('/catalogs/gridwall', {
      params: {
        view: 'search_results',
        page_size: CATALOG_SEARCH_PAGE_SIZE,
        page_number: 1,
        'filters[name]': name,
        'filters[country]': countryCode,
      },
    })
    .then((body) => body.data);

/** The search box's first 10 rewards whose name holds `name` (programs §7), or nothing to ask for an empty box. */
export const useCatalogSearch = (name: string, countryCode: string) =>
  useSWR(
    name === '' ? null : ([CATALOG_KEY_PREFIX, 'search', name, countryCode] as const),
    fetchSearchResults,
    QUERY_DEFAULTS,
  );
