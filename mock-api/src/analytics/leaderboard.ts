import { optedOutOfLeaderboard, rankLeaderboard, type Leaderboard, type ReportRange } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import type { Store } from '../db/store';
import { analyticsPerson, analyticsScope, pointsGivenBy } from './analytics-scope';

type Tally = (bonus: Bonus) => { id: number; points: number }[];

const byGiver: Tally = (bonus) => [{ id: bonus.giver_id, points: pointsGivenBy(bonus) }];
const byReceivers: Tally = (bonus) => bonus.receiver_ids.map((id) => ({ id, points: bonus.amount }));

/** The company's top givers and receivers over the range: active people who have not opted out. */
export function leaderboard(store: Store, viewer: User, range: ReportRange): Leaderboard {
  const { bonuses, people } = analyticsScope(store, viewer.company_id, range);
  const listed = new Map(
    people.filter((user) => user.status === 'active' && !optedOutOfLeaderboard(user)).map((user) => [user.id, user]),
  );
  const ranked = (tally: Tally) => {
    const totals = new Map<number, { count: number; points: number }>();
    for (const { id, points } of bonuses.flatMap(tally)) {
      if (!listed.has(id)) continue;
      const total = totals.get(id) ?? { count: 0, points: 0 };
      totals.set(id, { count: total.count + 1, points: total.points + points });
    }
    return rankLeaderboard(
      [...totals].map(([id, total]) => ({ person: analyticsPerson(listed.get(id)!), ...total })),
    ).map(({ rank, person, count, points }) => ({ rank, person, count, points }));
  };
  return {
    range,
    givers: ranked(byGiver),
    receivers: ranked(byReceivers),
    viewer_opted_out: optedOutOfLeaderboard(viewer),
  };
}
