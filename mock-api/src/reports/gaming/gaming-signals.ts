import {
  CONCENTRATION_SHARE,
  MIN_SIGNAL_RECOGNITIONS,
  RECIPROCAL_SHARE,
  RING_SHARE,
  RING_SIZES,
  reportDayStart,
  reportRangeDays,
  reportRangeEnd,
  type GamingSignal,
  type GamingSignalKind,
  type GamingSignals,
  type ReportRange,
} from '@laurel/shared/contract';
import type { Bonus, User } from '../../db/types';
import type { Store } from '../../db/store';
import { concentratedGiving } from './concentration';
import { pointsGraphOf, type DetectedSignal } from './points-graph';
import { reciprocalPairs } from './reciprocal-pairs';
import { pointRings } from './rings';

const DAYS_PER_ALLOWANCE = 30;

export interface GamingData {
  /** The company's users and recognitions. */
  users: readonly User[];
  bonuses: readonly Bonus[];
  /** Recognitions paid by the company (awards, incentives, celebrations): nobody's allowance, never a signal. */
  programBonusIds: ReadonlySet<number>;
}

/** A giver's allowance over the range: a monthly allowance per started 30 days, at least one. */
export const allowanceOver = (monthlyAllowance: number, range: ReportRange) =>
  monthlyAllowance * Math.max(1, Math.round(reportRangeDays(range) / DAYS_PER_ALLOWANCE));

/** The company's peer recognitions in `range` read for traded points. */
export function gamingSignals({ users, bonuses, programBonusIds }: GamingData, range: ReportRange): GamingSignals {
  const start = reportDayStart(range.start_date);
  const end = reportRangeEnd(range);
  const peerGifts = bonuses.filter((bonus) => {
    const at = Date.parse(bonus.created_at);
    return at >= start && at < end && bonus.award_id === undefined && !programBonusIds.has(bonus.id);
  });
  const graph = pointsGraphOf(peerGifts);
  const byId = new Map(users.map((user) => [user.id, user]));

  const named =
    (kind: GamingSignalKind) =>
    (signal: DetectedSignal): GamingSignal => ({
      kind,
      score: Math.round(signal.score * 100) / 100,
      people: signal.people.map((id) => {
        const user = byId.get(id);
        return { id, name: user?.display_name ?? `#${id}`, slug: user?.slug ?? '' };
      }),
      points: signal.points,
      recognitions: signal.gifts.map((gift) => ({
        id: gift.id,
        giverId: gift.giver_id,
        receiverIds: gift.receiver_ids,
        amount: gift.amount,
        createdAt: gift.created_at,
      })),
    });
  const allowanceOf = (giver: number) => allowanceOver(byId.get(giver)?.monthly_allowance ?? 0, range);

  return {
    range,
    thresholds: {
      reciprocalShare: RECIPROCAL_SHARE,
      ringShare: RING_SHARE,
      concentrationShare: CONCENTRATION_SHARE,
      minRecognitions: MIN_SIGNAL_RECOGNITIONS,
    },
    signals: [
      ...reciprocalPairs(graph, RECIPROCAL_SHARE, MIN_SIGNAL_RECOGNITIONS).map(named('reciprocal_pair')),
      ...pointRings(graph, RING_SIZES, RING_SHARE, MIN_SIGNAL_RECOGNITIONS).map(named('ring')),
      ...concentratedGiving(graph, allowanceOf, CONCENTRATION_SHARE, MIN_SIGNAL_RECOGNITIONS).map(
        named('concentration'),
      ),
    ],
  };
}

/** The signals of one company of the store; what the company paid for (program posts) is left out. */
export function companyGamingSignals(store: Store, companyId: number, range: ReportRange): GamingSignals {
  const ofCompany = <Row extends { company_id: number }>(rows: readonly Row[]) =>
    rows.filter((row) => row.company_id === companyId);
  const programBonusIds = new Set(
    [
      ...ofCompany(store.all('incentive_claims')),
      ...ofCompany(store.all('award_gives')),
      ...ofCompany(store.all('celebration_posts')),
    ].flatMap((row) => (row.bonus_id === null ? [] : [row.bonus_id])),
  );
  return gamingSignals(
    { users: ofCompany(store.all('users')), bonuses: ofCompany(store.all('bonuses')), programBonusIds },
    range,
  );
}
