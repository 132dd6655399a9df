import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AdminCatalogResponse } from '@laurel/shared/contract';
import type { AdminCatalogQuery } from '../admin-catalog-query';

export type AdminCatalogKey = readonly ['rewards-admin-items', AdminCatalogQuery];

export const adminCatalogKey = (query: AdminCatalogQuery): AdminCatalogKey => ['rewards-admin-items', query];

export const isAdminCatalogKey = (key: unknown): key is AdminCatalogKey =>
  Array.isArray(key) && key[0] === 'rewards-admin-items';

const fetchAdminCatalog = ([, { name, page }]: AdminCatalogKey) =>
  v2Client.get<AdminCatalogResponse>('admin/rewards/company_items', {
    params: { 'filters[name]': name || undefined, page_number: page },
  });

/** A page of every item the company could offer, with its switches' state (programs §2, §6). */
export const useAdminCatalog = (query: AdminCatalogQuery) =>
  useSWR(adminCatalogKey(query), fetchAdminCatalog, { ...QUERY_DEFAULTS, revalidateOnMount: true });
