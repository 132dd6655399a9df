import type { CatalogPagination, CompanyCatalogItem } from './catalog-contract';

/**
 * A company item as the admin catalogue shows it: `state` is what employees get, `adminDisabled` whether the
 * company's own switch holds it back (an item can also be inactive or archived by the catalogue itself).
 */
export interface AdminCompanyCatalogItem extends CompanyCatalogItem {
  adminDisabled: boolean;
}

/** `GET /admin/rewards/company_items`: a page of the items the company could offer. */
export interface AdminCatalogResponse {
  data: AdminCompanyCatalogItem[];
  meta: { pagination: CatalogPagination };
}
