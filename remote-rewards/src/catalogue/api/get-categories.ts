import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import type { CatalogCategoryWithSubCategories, CatalogSubCategory } from '@laurel/shared/contract';

export const CATEGORIES_KEY = '/company_item_categories';
export const SWAG_SUB_CATEGORIES_KEY = '/catalogs/swag_sub_categories';

const fetchCategories = () =>
  rewardsCatalogClient.get<{ data: CatalogCategoryWithSubCategories[] }>(CATEGORIES_KEY).then((body) => body.data);

const fetchSwagSubCategories = () =>
  rewardsCatalogClient.get<{ data: CatalogSubCategory[] }>(SWAG_SUB_CATEGORIES_KEY).then((body) => body.data);

/** The categories, each with its sub-categories (programs §7), asked for only where a category can be chosen. */
export const useCategories = (wanted: boolean) =>
  useSWR(wanted ? CATEGORIES_KEY : null, fetchCategories, QUERY_DEFAULTS);

/** The swag tab's sub-categories (programs §7), asked for only on that tab. */
export const useSwagSubCategories = (wanted: boolean) =>
  useSWR(wanted ? SWAG_SUB_CATEGORIES_KEY : null, fetchSwagSubCategories, QUERY_DEFAULTS);
