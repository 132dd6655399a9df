import { hasPermission } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CatalogItemRow, CompanyItemSetting } from '../db/types';
import type { RequestSubject } from '../authz/subject';
import { catalogItemIdOf, companyStateOf, isPointsBoostRow } from './company-catalog';

/** The company's admin settings by catalogue item id. */
export const settingsOf = (store: Store, companyId: number): Map<number, CompanyItemSetting> =>
  new Map(
    store
      .all('company_item_settings')
      .filter((setting) => setting.company_id === companyId)
      .map((setting) => [setting.catalog_item_id, setting]),
  );

/** A company item id of the subject's company, with its catalogue row; undefined for anyone else's. */
export function catalogRowOf(store: Store, companyId: number, companyItemId: number): CatalogItemRow | undefined {
  const catalogItemId = catalogItemIdOf(companyId, companyItemId);
  return catalogItemId === null ? undefined : store.rowsById('catalog_items').get(catalogItemId);
}

/** What the subject may browse: active for the company, and a points boost only for who may claim one. */
export function browsableBy(subject: RequestSubject, settings: Map<number, CompanyItemSetting>) {
  const canBoost = hasPermission(subject, 'can-claim-points-boost');
  return (item: CatalogItemRow) =>
    companyStateOf(item, settings.get(item.id)) === 'active' && (canBoost || !isPointsBoostRow(item));
}
