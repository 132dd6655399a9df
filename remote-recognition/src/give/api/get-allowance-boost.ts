import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import { POINTS_BOOST_CATEGORY_KEY } from '@laurel/shared/contract';

interface CatalogEntry {
  id: number;
  item: { provider: string };
}

export const ALLOWANCE_BOOST_KEY = '/catalogs/allowance_boost';
const CATEGORIES_PATH = '/company_item_categories';

const pointsBoostCategoryIds = () =>
  rewardsCatalogClient
    .get<{ data: { id: number; key: string }[] }>(CATEGORIES_PATH)
    .then((body) => body.data.filter((category) => category.key === POINTS_BOOST_CATEGORY_KEY).map(({ id }) => id));

const fetchAllowanceBoostId = async () => {
  const categoryIds = await pointsBoostCategoryIds();
  const body = await rewardsCatalogClient.get<{ data: CatalogEntry[] }>(ALLOWANCE_BOOST_KEY, {
    params: { 'filters[category_ids]': categoryIds, 'filters[provider]': 'bonusly', pagination: false },
  });
  return body.data.find((entry) => entry.item.provider === 'bonusly')?.id ?? null;
};

/**
 * The catalogue entry that adds to the giving balance (spec §7: filters `category_ids` — the points-boost
 * category — and provider bonusly), asked for only when the balance is out.
 */
export const useAllowanceBoostId = (needed: boolean) =>
  useSWR(needed ? ALLOWANCE_BOOST_KEY : null, fetchAllowanceBoostId, QUERY_DEFAULTS);
