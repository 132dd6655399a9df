import type { DepartmentPoints, GiverRow, PointsGivenReport } from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { Bonus } from '../../db/types';
import { activityScope, groupedBy, pointsOf, sumOf, type ActivityRequest } from './activity-scope';

/** Program posts are paid from the company budget, not from anyone's giving allowance. */
function programPostIds(store: Store, companyId: number): Set<number | null> {
  const posts = [...store.all('incentive_claims'), ...store.all('award_gives'), ...store.all('celebration_posts')];
  return new Set(posts.filter((row) => row.company_id === companyId).map((row) => row.bonus_id));
}

/** Points departments gave or earned, most first; people without a department are counted under ''. */
export function byDepartment(
  entries: readonly { department: string | null; points: number; recognitions: number }[],
): DepartmentPoints[] {
  return [...groupedBy(entries, (entry) => entry.department ?? '')]
    .map(([department, rows]) => ({
      department,
      points: sumOf(rows.map((row) => row.points)),
      recognitions: sumOf(rows.map((row) => row.recognitions)),
    }))
    .sort((a, b) => b.points - a.points || a.department.localeCompare(b.department));
}

export const byPointsThenName = (a: { points: number; user: { displayName: string } }, b: typeof a) =>
  b.points - a.points || a.user.displayName.localeCompare(b.user.displayName);

/** Who gave how many points in the range, and how much of it came from their allowance (flash points do not). */
export function pointsGiven(store: Store, request: ActivityRequest): PointsGivenReport {
  const scope = activityScope(store, request);
  const programPosts = programPostIds(store, request.companyId);
  const bonuses = scope.ofCompany(store.all('bonuses')).filter((bonus) => scope.counts(bonus.giver_id));
  const allowanceOf = (bonus: Bonus) =>
    programPosts.has(bonus.id) ? 0 : pointsOf(bonus) - (bonus.flash_points_used ?? 0);

  const givers: GiverRow[] = [...groupedBy(bonuses, (bonus) => bonus.giver_id)]
    .map(([giverId, given]) => ({
      user: scope.person(giverId),
      department: scope.departmentOf(giverId),
      recognitions: given.length,
      points: sumOf(given.map(pointsOf)),
      allowanceUsed: sumOf(given.map(allowanceOf)),
    }))
    .sort(byPointsThenName);

  return {
    ...scope.frame(givers),
    totals: {
      points: sumOf(givers.map((row) => row.points)),
      recognitions: bonuses.length,
      givers: givers.length,
      allowanceUsed: sumOf(givers.map((row) => row.allowanceUsed)),
    },
    byDepartment: byDepartment(givers),
  };
}
