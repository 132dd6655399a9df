import { useSearchParams } from 'react-router';
import { usePermission } from '@laurel/shared';
import { POINTS_BOOST_CATEGORY_KEY } from '@laurel/shared/contract';
import { useViewerCountry } from '../../api/use-viewer-country';
import { useCategories } from '../../catalogue/api/get-categories';
import { useGridwall } from '../../catalogue/api/get-gridwall';
import { parseCatalogueParams } from '../../catalogue/catalogue-params';
import { useSubCategories } from '../api/get-sub-categories';

/**
 * What `/rewards-dev` shows for its address: the categories, the chosen category's sub-categories and
 * the page of the grid they filter, in the viewer's country (programs §2).
 */
export function useCatalogueDevView() {
  const [search] = useSearchParams();
  const params = parseCatalogueParams(search);
  const viewer = useViewerCountry();
  const canBoost = usePermission('can-claim-points-boost');
  const categories = useCategories(true);
  const categoryList = (categories.data ?? []).filter(
    (candidate) => canBoost || candidate.key !== POINTS_BOOST_CATEGORY_KEY,
  );
  const category = categoryList.find((candidate) => candidate.key === params.category);
  const subCategories = useSubCategories(category?.id ?? null);
  // While the next category's list loads, swr still holds the previous one's: it is not shown meanwhile.
  const subCategoryList = category && !subCategories.isLoading ? (subCategories.data ?? []) : [];
  const subCategory = subCategoryList.find((candidate) => candidate.key === params.subCategory);
  const waitingForCategories = params.category !== null && !categories.data && !categories.error;
  const waitingForSubCategories =
    category !== undefined && params.subCategory !== null && subCategories.isLoading && !subCategories.error;
  const waiting = waitingForCategories || waitingForSubCategories;
  const grid = useGridwall(
    waiting
      ? null
      : {
          countryCode: viewer.countryCode,
          page: params.page,
          curated: false,
          itemType: null,
          categoryId: category?.id ?? null,
          subCategoryId: subCategory?.id ?? null,
        },
  );
  return {
    params,
    viewer,
    categories: { list: categoryList, error: categories.error, retry: () => void categories.mutate() },
    category,
    subCategories: {
      list: subCategoryList,
      loading: subCategories.isLoading,
      error: subCategories.error,
      retry: () => void subCategories.mutate(),
    },
    subCategory,
    grid: {
      // Another view's page is kept in hand while this one loads; the grid shows it loading rather than stale.
      page: waiting || grid.isLoading ? undefined : grid.data,
      error: grid.error,
      retry: () => void grid.mutate(),
    },
  };
}
