import useSWR from 'swr';
import { QUERY_DEFAULTS, rewardsCatalogClient } from '@laurel/shared';
import type { CompanyCatalogItem } from '@laurel/shared/contract';

export type CompanyItemKey = readonly ['rewards-catalog', 'company_items', number];

export const companyItemKey = (id: number): CompanyItemKey => ['rewards-catalog', 'company_items', id];

const fetchCompanyItem = ([, , id]: CompanyItemKey) =>
  rewardsCatalogClient
    .get<{ data: CompanyCatalogItem }>(`/company_items/${id}`, { params: { view: 'item_detail' } })
    .then((body) => body.data);

/** One reward with every denomination and why each may not be redeemable (programs §7). */
export const useCompanyItem = (id: number | null) =>
  useSWR(id === null ? null : companyItemKey(id), fetchCompanyItem, QUERY_DEFAULTS);
