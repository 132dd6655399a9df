import {
  nominationPeriodStatus,
  nominationSummaryOf,
  type Nomination,
  type NominatedUserSummary,
  type NominationPeriodDetail,
  type NominationPeriodListItem,
  type NominatorNominationPeriod,
  type PublicNominationPeriod,
} from '@laurel/shared/contract';
import type { NominationPeriodRow, NominationRow, User } from '../db/types';
import { userSummaryOf } from '../incentives/incentive-views';
import { rulesGroupOf } from './nomination-audience';

type People = ReadonlyMap<number, User>;

const datesOf = (row: NominationPeriodRow, now: number) => ({
  startDate: row.start_date,
  endDate: row.end_date,
  status: nominationPeriodStatus({ startDate: row.start_date, endDate: row.end_date }, now),
});

/** Nominations of people who are still there, newest first. */
const shownNominations = (nominations: readonly NominationRow[], people: People) =>
  nominations
    .filter((row) => people.has(row.nominator_id) && people.has(row.nominated_user_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

export const nominationView = (row: NominationRow, people: People): Nomination => ({
  id: row.id,
  reason: row.reason,
  nominationPeriodId: row.nomination_period_id,
  nominatorId: row.nominator_id,
  nominatedUserId: row.nominated_user_id,
  nominator: userSummaryOf(people.get(row.nominator_id)!),
  nominatedUser: userSummaryOf(people.get(row.nominated_user_id)!),
  createdAt: row.created_at,
});

/** Each nominee once, with their reasons summarised, the most nominated first. */
function nominees(nominations: readonly NominationRow[], people: People) {
  const byNominee = new Map<number, string[]>();
  for (const row of [...nominations].reverse()) {
    byNominee.set(row.nominated_user_id, [...(byNominee.get(row.nominated_user_id) ?? []), row.reason]);
  }
  return [...byNominee.entries()]
    .map(([userId, reasons]) => ({ user: people.get(userId)!, reasons }))
    .sort((a, b) => b.reasons.length - a.reasons.length || a.user.display_name.localeCompare(b.user.display_name));
}

export function nominationPeriodListItem(
  row: NominationPeriodRow,
  nominations: readonly NominationRow[],
  people: People,
  now: number,
): NominationPeriodListItem {
  const shown = shownNominations(nominations, people);
  const creator = people.get(row.creator_id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...datesOf(row, now),
    uniqueNominatedUserCount: new Set(shown.map((nomination) => nomination.nominated_user_id)).size,
    totalNominations: shown.length,
    creator: creator ? userSummaryOf(creator) : null,
    visibility: row.visibility,
  };
}

export function nominationPeriodDetail(
  row: NominationPeriodRow,
  nominations: readonly NominationRow[],
  people: People,
  now: number,
): NominationPeriodDetail {
  const shown = shownNominations(nominations, people);
  const summaries: NominatedUserSummary[] = nominees(shown, people).map(({ user, reasons }) => ({
    userId: user.id,
    summary: nominationSummaryOf(reasons),
    user: userSummaryOf(user),
  }));
  return {
    ...nominationPeriodListItem(row, nominations, people, now),
    nominationLimit: row.nomination_limit,
    nominations: shown.map((nomination) => nominationView(nomination, people)),
    nomineeRulesGroup: rulesGroupOf(row.nominee_rules),
    nominatorRulesGroup: rulesGroupOf(row.nominator_rules),
    favoritedUserIds: [...row.favorited_user_ids],
    nominatedUserSummaries: summaries,
  };
}

export function nominatorNominationPeriod(
  row: NominationPeriodRow,
  ownNominations: readonly NominationRow[],
  people: People,
  now: number,
): NominatorNominationPeriod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nominationLimit: row.nomination_limit,
    ...datesOf(row, now),
    currentUserNominations: shownNominations(ownNominations, people).map((nomination) =>
      nominationView(nomination, people),
    ),
    nomineeRulesGroup: rulesGroupOf(row.nominee_rules),
  };
}

/** The public page's answer, built field by field so nothing but names, pictures and summaries leaves. */
export function publicNominationPeriod(
  row: NominationPeriodRow,
  nominations: readonly NominationRow[],
  people: People,
  now: number,
): PublicNominationPeriod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...datesOf(row, now),
    nominees: nominees(shownNominations(nominations, people), people).map(({ user, reasons }) => ({
      displayName: user.display_name,
      profilePic: user.profile_pic_url,
      nominationCount: reasons.length,
      summary: nominationSummaryOf(reasons),
    })),
  };
}
