import {
  CATALOG_TOOL_VIEWS,
  COMPANY_ITEM_STATES,
  INACTIVE_REASONS,
  LOW_STOCK_UNITS,
  REDEMPTION_STATUSES,
  type CatalogToolItem,
  type CatalogToolView,
  type RewardsHealthCheck,
} from '@laurel/shared/contract';
import type { CatalogItemRow, RedemptionRow } from '../db/types';
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

/** An item as the catalogue tools list it: names, provider, state and each denomination's price and stock. */
export const catalogToolItemOf = (item: CatalogItemRow): CatalogToolItem => ({
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
});

export const byFullName = (a: CatalogItemRow, b: CatalogItemRow) => a.fullName.localeCompare(b.fullName);

/** The catalogue's items for one tool, by name. */
export function catalogToolItems(items: readonly CatalogItemRow[], view: CatalogToolView): CatalogToolItem[] {
  return items.filter(KEEP[view]).sort(byFullName).map(catalogToolItemOf);
}

/** The catalogue's health: items per state, denominations held back per reason, open redemptions, low stock. */
export function rewardsHealthCheck(
  items: readonly CatalogItemRow[],
  redemptions: readonly RedemptionRow[],
): RewardsHealthCheck {
  const countOf = <T>(rows: readonly T[], keep: (row: T) => boolean) => rows.filter(keep).length;
  const denominations = items.flatMap((item) => item.denominations.map((denomination) => ({ item, denomination })));
  const [active, inactive, archived] = COMPANY_ITEM_STATES.map((state) =>
    countOf(items, (item) => item.state === state),
  );
  return {
    items: { active: active!, inactive: inactive!, archived: archived! },
    heldBack: INACTIVE_REASONS.map((reason) => ({
      reason,
      count: countOf(denominations, ({ denomination }) => denomination.inactiveReasons.includes(reason)),
    })).filter((row) => row.count > 0),
    redemptions: REDEMPTION_STATUSES.map((status) => ({
      status,
      count: countOf(redemptions, (redemption) => redemption.aasm_state === status),
    })),
    lowStock: denominations
      .filter(({ denomination }) => denomination.quantity !== null && denomination.quantity <= LOW_STOCK_UNITS)
      .sort(
        (a, b) => a.denomination.quantity! - b.denomination.quantity! || a.item.fullName.localeCompare(b.item.fullName),
      )
      .map(({ item, denomination }) => ({
        itemId: item.id,
        fullName: item.fullName,
        price: priceOf(item, denomination.priceInSubunits),
        quantity: denomination.quantity!,
      })),
  };
}
