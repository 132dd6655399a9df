import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import type { CatalogSubCategory } from '@laurel/shared/contract';

export const SUB_CATEGORIES_KEY = '/company_item_sub_categories';

type SubCategoriesKey = readonly [typeof SUB_CATEGORIES_KEY, number];

const fetchSubCategories = ([path, categoryId]: SubCategoriesKey) =>
  rewardsCatalogClient
    .get<{ data: CatalogSubCategory[] }>(path, { params: { category_id: categoryId } })
    .then((body) => body.data);

/** The sub-categories of the chosen category, asked for only once one is chosen. */
export const useSubCategories = (categoryId: number | null) =>
  useSWR(
    categoryId === null ? null : ([SUB_CATEGORIES_KEY, categoryId] as SubCategoriesKey),
    fetchSubCategories,
    QUERY_DEFAULTS,
  );
