import { useSearchParams } from 'react-router';
import { usePermission } from '@laurel/shared';
import { POINTS_BOOST_CATEGORY_KEY, type CatalogItemType, type CatalogSubCategory } from '@laurel/shared/contract';
import { useViewerCountry } from '../../api/use-viewer-country';
import { useCategories, useSwagSubCategories } from '../api/get-categories';
import { useGridwall, type GridwallQuery } from '../api/get-gridwall';
import {
  categoryKeyOf,
  defaultTabOf,
  parseCatalogueParams,
  tabOf,
  tabsShownFor,
  type CatalogueTab,
} from '../catalogue-params';

const ITEM_TYPE_OF_TAB: Partial<Record<CatalogueTab, CatalogItemType>> = { exclusive: 'exclusive', swag: 'swag' };

/**
 * What the catalogue shows for its address: the tab (the address's, else the §2 default once the first
 * page says which tabs have items), the category and sub-category, and the page of the grid.
 */
export function useCatalogueView() {
  const [search] = useSearchParams();
  const params = parseCatalogueParams(search);
  const viewer = useViewerCountry();
  const canBoost = usePermission('can-claim-points-boost');
  const addressedTab = tabOf(params);
  const everything: GridwallQuery = {
    countryCode: viewer.countryCode,
    page: 1,
    curated: false,
    itemType: null,
    categoryId: null,
    subCategoryId: null,
  };
  // The featured tab shows groups, not a grid; the first page of everything still tells which tabs exist.
  const probe = useGridwall(addressedTab === null || addressedTab === 'featured' ? everything : null);
  const tab = addressedTab ?? (probe.data ? defaultTabOf(probe.data.meta) : null);

  const categoryKey = categoryKeyOf(params);
  const categories = useCategories(categoryKey !== null || tab === 'all' || tab === 'curated');
  const category = categoryKey ? categories.data?.find((candidate) => candidate.key === categoryKey) : undefined;
  const swagSubCategories = useSwagSubCategories(tab === 'swag');
  const subCategories: CatalogSubCategory[] = (tab === 'swag' ? swagSubCategories.data : category?.subCategories) ?? [];
  const subCategory = subCategories.find((candidate) => candidate.key === params.subCategory);
  const waitingForCategory = categoryKey !== null && !categories.data && !categories.error;
  const grid = useGridwall(
    tab === null || tab === 'featured' || waitingForCategory
      ? null
      : {
          ...everything,
          page: params.page,
          curated: tab === 'curated',
          itemType: ITEM_TYPE_OF_TAB[tab] ?? null,
          categoryId: category?.id ?? null,
          subCategoryId: subCategory?.id ?? null,
        },
  );
  const flags = grid.data?.meta ?? probe.data?.meta;
  return {
    params,
    viewer,
    tab,
    tabs: flags ? tabsShownFor(flags) : [],
    probe,
    grid,
    categories: (categories.data ?? []).filter((candidate) => canBoost || candidate.key !== POINTS_BOOST_CATEGORY_KEY),
    categoryKey: category?.key ?? null,
    subCategories,
    subCategoryKey: subCategory?.key ?? null,
  };
}
