import type { ScopedMutator } from 'swr';
import { v2Client } from '@laurel/shared';
import {
  catalogSwitchBodySchema,
  type AdminCatalogResponse,
  type AdminCompanyCatalogItem,
} from '@laurel/shared/contract';
import { isAdminCatalogKey } from './get-admin-catalog';

/** Where a switch sits: a whole item, or one of its denominations. */
export type CatalogSwitchTarget = { itemId: number } | { itemId: number; denominationId: number };

const pathOf = (target: CatalogSwitchTarget) =>
  'denominationId' in target
    ? `admin/rewards/company_items/${target.itemId}/denominations/${target.denominationId}`
    : `admin/rewards/company_items/${target.itemId}`;

/** Turns an item or a denomination on or off for the company (the `admin_disabled` reason). */
export const patchCatalogSwitch = (target: CatalogSwitchTarget, enabled: boolean) =>
  v2Client
    .patch<{ data: AdminCompanyCatalogItem }>(pathOf(target), catalogSwitchBodySchema.parse({ enabled }))
    .then((body) => body.data);

/** Employee catalogue reads (the other rewards pages) carry this first in their keys. */
const EMPLOYEE_CATALOG_KEY_PREFIX = 'rewards-catalog';

const isEmployeeCatalogKey = (key: unknown) => Array.isArray(key) && key[0] === EMPLOYEE_CATALOG_KEY_PREFIX;

/**
 * Shows the item as the server now has it in every admin page cached, and drops this browser's employee
 * catalogue reads, so the catalogue and the reward page ask the server again when next opened.
 */
export const recordCatalogSwitch = (mutate: ScopedMutator, item: AdminCompanyCatalogItem) =>
  Promise.all([
    mutate(
      isAdminCatalogKey,
      (page?: AdminCatalogResponse) =>
        page && { ...page, data: page.data.map((entry) => (entry.id === item.id ? item : entry)) },
      { revalidate: false },
    ),
    mutate(isEmployeeCatalogKey, undefined, { revalidate: true }),
  ]);
