import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';

interface CatalogEntry {
  id: number;
  item: { provider: string };
}

export const ALLOWANCE_BOOST_KEY = '/catalogs/allowance_boost';

const fetchAllowanceBoostId = () =>
  rewardsCatalogClient
    .get<{ data: CatalogEntry[] }>(ALLOWANCE_BOOST_KEY, {
      params: { 'filters[provider]': 'bonusly', pagination: false },
    })
    .then((body) => body.data.find((entry) => entry.item.provider === 'bonusly')?.id ?? null);

/** The catalogue entry that adds to the giving balance (spec §7), asked for only when the balance is out. */
export const useAllowanceBoostId = (needed: boolean) =>
  useSWR(needed ? ALLOWANCE_BOOST_KEY : null, fetchAllowanceBoostId, QUERY_DEFAULTS);
