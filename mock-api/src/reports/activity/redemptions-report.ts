import type { RedemptionOrder, RedemptionsReport } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { RedemptionRow } from '../../db/types';
import { activityScope, groupedBy, sumOf, type ActivityRequest, type ActivityScope } from './activity-scope';

/** A declined or refunded order gave the points back: it is listed, never counted. */
export const isRedeemed = (redemption: RedemptionRow) =>
  redemption.aasm_state !== 'declined' && redemption.aasm_state !== 'refunded';

/** The company's orders in the range whose people the filter counts, newest first. */
export const ordersOf = (store: Store, scope: ActivityScope) =>
  scope
    .ofCompany(store.all('redemptions'))
    .filter((redemption) => scope.counts(redemption.user_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/** Every order of the range with its state; the totals count what was redeemed. */
export function redemptionsReport(store: Store, request: ActivityRequest): RedemptionsReport {
  const scope = activityScope(store, request);
  const orders = ordersOf(store, scope);
  const redeemed = orders.filter(isRedeemed);
  const rows: RedemptionOrder[] = orders.map((order) => ({
    id: order.id,
    createdAt: order.created_at,
    user: scope.person(order.user_id),
    department: scope.departmentOf(order.user_id),
    reward: order.name,
    rewardType: order.distribution_method,
    points: order.price_in_points,
    status: order.aasm_state,
  }));

  return {
    ...scope.frame(rows),
    totals: { orders: redeemed.length, points: sumOf(redeemed.map((order) => order.price_in_points)) },
    byRewardType: [...groupedBy(redeemed, (order) => order.distribution_method)]
      .map(([rewardType, ofType]) => ({
        rewardType,
        orders: ofType.length,
        points: sumOf(ofType.map((order) => order.price_in_points)),
      }))
      .sort((a, b) => b.points - a.points || a.rewardType.localeCompare(b.rewardType)),
  };
}
