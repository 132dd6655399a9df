import { catalogueSearch, type CatalogueParams } from '../catalogue/catalogue-params';

export const CATALOGUE_DEV_PATH = '/rewards-dev';

/** The address of a view of the redesigned catalogue, with the same parameters as `/rewards` (programs §2). */
export const catalogueDevHref = (params: Partial<CatalogueParams>): string =>
  `${CATALOGUE_DEV_PATH}${catalogueSearch({ page: 1, category: null, focusCurated: false, subCategory: null, ...params })}`;
