import { CATALOG_TOOL_VIEWS, type CatalogToolItem, type CatalogToolView } from '@laurel/shared/contract';
import type { CatalogItemRow } from '../db/types';
import { currencyOf } from '../rewards/catalog-reference';

const outOfStock = (item: CatalogItemRow) =>
  item.denominations.some(
    (denomination) => denomination.quantity === 0 || denomination.inactiveReasons.includes('out_of_stock'),
  );

const KEEP: Record<CatalogToolView, (item: CatalogItemRow) => boolean> = {
  out_of_stock: outOfStock,
  promoted: (item) => item.promoted,
};

export const isCatalogToolView = (view: unknown): view is CatalogToolView =>
  CATALOG_TOOL_VIEWS.includes(view as CatalogToolView);

const priceOf = (item: CatalogItemRow, subunits: number) => {
  const currency = currencyOf(item.currencyCode);
  const exponent = currency.exponent;
  return `${(subunits / 10 ** exponent).toFixed(exponent)} ${item.currencyCode}`;
};

/** The catalogue's items for one tool, by name. */
export function catalogToolItems(items: readonly CatalogItemRow[], view: CatalogToolView): CatalogToolItem[] {
  return items
    .filter(KEEP[view])
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map((item) => ({
      id: item.id,
      fullName: item.fullName,
      brandName: item.brandName,
      provider: item.provider,
      state: item.state,
      denominations: item.denominations.map((denomination) => ({
        id: denomination.id,
        price: priceOf(item, denomination.priceInSubunits),
        quantity: denomination.quantity,
        inactiveReasons: denomination.inactiveReasons,
      })),
    }));
}
