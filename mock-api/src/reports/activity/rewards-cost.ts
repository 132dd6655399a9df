import type { CategoryCost, MonthCost, RewardsCostReport } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { CATALOG_CATEGORIES } from '../../rewards/catalog-reference';
import { activityScope, groupedBy, sumOf, type ActivityRequest } from './activity-scope';
import { isRedeemed, ordersOf } from './redemptions-report';

const OTHER_CATEGORY = 'other';
const categoryKeys = new Map<number, string>(Object.values(CATALOG_CATEGORIES).map(({ id, key }) => [id, key]));

/** Programs §5: points divided by the budget's exchange rate, here kept to the cent. */
export const costOf = (points: number, exchangeRate: number) => Math.round((points / exchangeRate) * 100) / 100;

/** Every month the range touches, yyyy-MM. */
function monthsOf(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${startDate.slice(0, 7)}-01T00:00:00.000Z`);
  while (cursor.toISOString().slice(0, 7) <= endDate.slice(0, 7)) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** What the redeemed points cost the company in its budget's currency, by month and by the reward's first category. */
export function rewardsCost(store: Store, request: ActivityRequest): RewardsCostReport {
  const scope = activityScope(store, request);
  const budget = store.all('company_budgets').find((row) => row.company_id === request.companyId);
  const currency = { isoCode: budget?.iso_code ?? 'USD', exchangeRate: budget?.exchange_rate || 1 };
  const redeemed = ordersOf(store, scope).filter(isRedeemed);
  const items = store.rowsById('catalog_items');
  const categoryOf = (catalogItemId: number) =>
    categoryKeys.get(items.get(catalogItemId)?.categoryIds[0] ?? -1) ?? OTHER_CATEGORY;
  const figure = (points: number) => ({ points, cost: costOf(points, currency.exchangeRate) });

  const byMonth = groupedBy(redeemed, (order) => order.created_at.slice(0, 7));
  const months: MonthCost[] = monthsOf(request.filters.start_date, request.filters.end_date).map((month) => ({
    month,
    ...figure(sumOf((byMonth.get(month) ?? []).map((order) => order.price_in_points))),
  }));
  const categories: CategoryCost[] = [...groupedBy(redeemed, (order) => categoryOf(order.catalog_item_id))]
    .map(([category, orders]) => ({
      category,
      orders: orders.length,
      ...figure(sumOf(orders.map((order) => order.price_in_points))),
    }))
    .sort((a, b) => b.points - a.points || a.category.localeCompare(b.category));

  return {
    ...scope.frame(categories),
    currency,
    totals: { orders: redeemed.length, ...figure(sumOf(redeemed.map((order) => order.price_in_points))) },
    byMonth: months,
  };
}
