import type { PointsEarnedReport, ReceiverRow } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { activityScope, sumOf, type ActivityRequest } from './activity-scope';
import { byDepartment, byPointsThenName } from './points-given';

/** Who earned how many points in the range: each receiver of a recognition earns its amount. */
export function pointsEarned(store: Store, request: ActivityRequest): PointsEarnedReport {
  const scope = activityScope(store, request);
  const earned = new Map<number, { recognitions: number; points: number }>();
  for (const bonus of scope.ofCompany(store.all('bonuses'))) {
    for (const receiverId of new Set(bonus.receiver_ids)) {
      if (!scope.counts(receiverId)) continue;
      const figures = earned.get(receiverId) ?? { recognitions: 0, points: 0 };
      figures.recognitions += 1;
      figures.points += bonus.amount;
      earned.set(receiverId, figures);
    }
  }
  const receivers: ReceiverRow[] = [...earned]
    .map(([receiverId, figures]) => ({
      user: scope.person(receiverId),
      department: scope.departmentOf(receiverId),
      ...figures,
    }))
    .sort(byPointsThenName);

  return {
    ...scope.frame(receivers),
    totals: {
      points: sumOf(receivers.map((row) => row.points)),
      recognitions: sumOf(receivers.map((row) => row.recognitions)),
      receivers: receivers.length,
    },
    byDepartment: byDepartment(receivers),
  };
}
