import {
  ANALYTICS_TOP_VALUES,
  topHashtags,
  weekStartOf,
  weeksOf,
  type PersonalAnalytics,
  type RecognitionSummary,
  type ReportRange,
  type TeamMemberFigures,
} from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import type { Store } from '../db/store';
import { analyticsPerson, analyticsScope, pointsGivenBy } from './analytics-scope';

/** Recognition given by, and received by, a set of people: one person, or a manager's direct reports. */
function summaryOf(bonuses: readonly Bonus[], ids: ReadonlySet<number>, range: ReportRange): RecognitionSummary {
  const given = bonuses.filter((bonus) => ids.has(bonus.giver_id));
  // A recognition to two of the set counts as received twice: each of them received it.
  const receipts = bonuses.flatMap((bonus) => bonus.receiver_ids.filter((id) => ids.has(id)).map(() => bonus));
  const weeks = new Map(weeksOf(range).map((week) => [week, { week_start: week, given: 0, received: 0 }]));
  for (const bonus of given) weeks.get(weekStartOf(bonus.created_at.slice(0, 10)))!.given += 1;
  for (const bonus of receipts) weeks.get(weekStartOf(bonus.created_at.slice(0, 10)))!.received += 1;
  const involved = bonuses.filter((bonus) => ids.has(bonus.giver_id) || bonus.receiver_ids.some((id) => ids.has(id)));
  return {
    given: given.length,
    received: receipts.length,
    points_given: given.reduce((sum, bonus) => sum + pointsGivenBy(bonus), 0),
    points_received: receipts.reduce((sum, bonus) => sum + bonus.amount, 0),
    weeks: [...weeks.values()],
    values: topHashtags(
      involved.map((bonus) => bonus.hashtags),
      ANALYTICS_TOP_VALUES,
    ).map(([hashtag, count]) => ({ hashtag, count })),
  };
}

function memberFigures(bonuses: readonly Bonus[], member: User): TeamMemberFigures {
  const received = bonuses.filter((bonus) => bonus.receiver_ids.includes(member.id));
  return {
    ...analyticsPerson(member),
    given: bonuses.filter((bonus) => bonus.giver_id === member.id).length,
    received: received.length,
    points_received: received.reduce((sum, bonus) => sum + bonus.amount, 0),
  };
}

/** The viewer's recognition over the range and, for a manager, their active direct reports' together. */
export function personalAnalytics(store: Store, viewer: User, range: ReportRange): PersonalAnalytics {
  const { bonuses, people } = analyticsScope(store, viewer.company_id, range);
  const reports = viewer.is_manager
    ? people
        .filter((user) => user.manager_id === viewer.id && user.status === 'active')
        .sort((a, b) => a.display_name.localeCompare(b.display_name))
    : [];
  return {
    range,
    me: summaryOf(bonuses, new Set([viewer.id]), range),
    team:
      reports.length === 0
        ? null
        : {
            ...summaryOf(bonuses, new Set(reports.map((user) => user.id)), range),
            members: reports.map((member) => memberFigures(bonuses, member)),
          },
  };
}
