import {
  type ActivityWeek,
  type RecognitionActivityReport,
  type RecognitionType,
  type TypeCounts,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { Bonus } from '../../db/types';
import { activityScope, pointsOf, sumOf, type ActivityRequest } from './activity-scope';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

const noCounts = (): TypeCounts => ({ peer: 0, award: 0, incentive: 0, celebration: 0 });

/** The Monday (UTC) of the week an instant falls in. */
function mondayOf(time: number): number {
  const midnight = Math.floor(time / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/** What each recognition was posted as: a program's post is an award, an incentive or a celebration. */
export function recognitionTypes(store: Store, companyId: number): (bonus: Bonus) => RecognitionType {
  const posts = new Map<number, RecognitionType>();
  const mark = (rows: readonly { company_id: number; bonus_id: number | null }[], type: RecognitionType) => {
    for (const row of rows) if (row.company_id === companyId && row.bonus_id !== null) posts.set(row.bonus_id, type);
  };
  mark(store.all('award_gives'), 'award');
  mark(store.all('incentive_claims'), 'incentive');
  mark(store.all('celebration_posts'), 'celebration');
  return (bonus) => posts.get(bonus.id) ?? (bonus.award_id !== undefined ? 'award' : 'peer');
}

/** The company's recognitions in the range, each week by type, newest first; a department counts its givers and receivers. */
export function recognitionActivity(store: Store, request: ActivityRequest): RecognitionActivityReport {
  const scope = activityScope(store, request);
  const typeOf = recognitionTypes(store, request.companyId);
  const bonuses = scope
    .ofCompany(store.all('bonuses'))
    .filter((bonus) => scope.counts(bonus.giver_id) || bonus.receiver_ids.some(scope.counts))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

  const weeks = new Map<number, ActivityWeek>();
  const first = mondayOf(Date.parse(`${request.filters.start_date}T00:00:00.000Z`));
  const last = Date.parse(`${request.filters.end_date}T00:00:00.000Z`);
  for (let week = first; week <= last; week += WEEK_MS) {
    weeks.set(week, { weekStart: new Date(week).toISOString().slice(0, 10), ...noCounts() });
  }
  const byType = noCounts();
  for (const bonus of bonuses) {
    const type = typeOf(bonus);
    byType[type] += 1;
    weeks.get(mondayOf(Date.parse(bonus.created_at)))![type] += 1;
  }

  return {
    ...scope.frame(
      bonuses.map((bonus) => ({
        id: bonus.id,
        createdAt: bonus.created_at,
        type: typeOf(bonus),
        giver: scope.person(bonus.giver_id),
        receivers: bonus.receiver_ids.map(scope.person),
        points: pointsOf(bonus),
        reason: bonus.reason,
      })),
    ),
    totals: { recognitions: bonuses.length, points: sumOf(bonuses.map(pointsOf)), byType },
    weeks: [...weeks.values()],
  };
}
