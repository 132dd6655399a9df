import {
  DASHBOARD_TOP_VALUES,
  dashboardPeriods,
  inPeriod,
  topHashtags,
  type AdminDashboard,
  type DashboardPeriod,
  type PeriodFigure,
} from '@laurel/shared/contract';
import type { Bonus, Database } from '../db/types';
import type { Store } from '../db/store';

type Approval = Database['incentive_claims'][number] | Database['award_gives'][number];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const pointsOf = (bonus: Bonus) => bonus.amount * bonus.receiver_ids.length;

/** Pending when the period ended: asked by then and not decided by then. */
const pendingAt = (approval: Approval, { end }: DashboardPeriod) =>
  Date.parse(approval.created_at) <= Date.parse(end) &&
  (approval.state === 'pending' || (approval.decision_date !== null && approval.decision_date > end));

/** The company's figures for the last 30 days and the 30 before, on the server's clock. */
export function adminDashboard(store: Store, companyId: number, now: number): AdminDashboard {
  const { period, previousPeriod } = dashboardPeriods(now);
  const ofCompany = <Row extends { company_id: number }>(rows: readonly Row[]) =>
    rows.filter((row) => row.company_id === companyId);
  const active = ofCompany(store.all('users')).filter((user) => user.status === 'active');
  const activeIds = new Set(active.map((user) => user.id));
  const bonuses = ofCompany(store.all('bonuses'));
  const claims = ofCompany(store.all('incentive_claims'));
  const gives = ofCompany(store.all('award_gives'));
  // Program posts are paid from the company budget, not from anyone's allowance.
  const programPosts = new Set(
    [...claims, ...gives, ...ofCompany(store.all('celebration_posts'))].map((row) => row.bonus_id),
  );
  const redeemed = ofCompany(store.all('redemptions')).filter(
    (redemption) => redemption.aasm_state !== 'declined' && redemption.aasm_state !== 'refunded',
  );

  const figure = (of: (within: DashboardPeriod) => number): PeriodFigure => ({
    current: of(period),
    previous: of(previousPeriod),
  });
  // Each period's recognitions, filtered once: every figure below reads them.
  const bonusesByPeriod = new Map(
    [period, previousPeriod].map((within) => [within, bonuses.filter((bonus) => inPeriod(bonus.created_at, within))]),
  );
  const bonusesIn = (within: DashboardPeriod) => bonusesByPeriod.get(within)!;
  const activeAmong = (ids: number[]) => new Set(ids.filter((id) => activeIds.has(id))).size;
  const previousValues = topHashtags(
    bonusesIn(previousPeriod).map((bonus) => bonus.hashtags),
    Number.MAX_SAFE_INTEGER,
  );

  return {
    period,
    previousPeriod,
    activePeople: active.length,
    givers: figure((within) => activeAmong(bonusesIn(within).map((bonus) => bonus.giver_id))),
    receivers: figure((within) => activeAmong(bonusesIn(within).flatMap((bonus) => bonus.receiver_ids))),
    recognitions: figure((within) => bonusesIn(within).length),
    pointsGiven: figure((within) => sum(bonusesIn(within).map(pointsOf))),
    topValues: topHashtags(
      bonusesIn(period).map((bonus) => bonus.hashtags),
      DASHBOARD_TOP_VALUES,
    ).map(([hashtag, current]) => ({
      hashtag,
      current,
      previous: previousValues.find(([previous]) => previous === hashtag)?.[1] ?? 0,
    })),
    allowanceUsed: figure((within) =>
      sum(
        bonusesIn(within)
          .filter((bonus) => !programPosts.has(bonus.id))
          .map((bonus) => pointsOf(bonus) - (bonus.flash_points_used ?? 0)),
      ),
    ),
    allowanceTotal: sum(active.map((user) => user.monthly_allowance)),
    redemptions: figure((within) => redeemed.filter((row) => inPeriod(row.created_at, within)).length),
    redeemedPoints: figure((within) =>
      sum(redeemed.filter((row) => inPeriod(row.created_at, within)).map((row) => row.price_in_points)),
    ),
    pendingClaims: figure((within) => claims.filter((claim) => pendingAt(claim, within)).length),
    pendingAwardGives: figure((within) => gives.filter((give) => pendingAt(give, within)).length),
  };
}
