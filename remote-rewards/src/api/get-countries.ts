import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import type { CatalogCountry } from '@laurel/shared/contract';

export const COUNTRIES_KEY = '/countries';

const fetchCountries = () =>
  rewardsCatalogClient.get<{ data: CatalogCountry[] }>(COUNTRIES_KEY).then((body) => body.data);

/** Every country the catalogue sells in, with its currency (programs §7; loaded on every rewards page, §2). */
export const useCountries = () => useSWR(COUNTRIES_KEY, fetchCountries, QUERY_DEFAULTS);
