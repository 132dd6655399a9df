/** The admin dashboard (issue 17 item 1): the company at a glance, this period against the one before. */

/** Each period is this many days, ending on the server's clock. */
export const DASHBOARD_PERIOD_DAYS = 30;
export const DASHBOARD_TOP_VALUES = 5;

/** A figure for the current period and the same figure for the period before it. */
export interface PeriodFigure {
  current: number;
  previous: number;
}

export interface DashboardPeriod {
  /** ISO instants; a period holds what happened after `start` and up to `end`. */
  start: string;
  end: string;
}

export interface DashboardValue extends PeriodFigure {
  hashtag: string;
}

/** `GET /api/v2/admin/analytics/dashboard`, camel case as admin calls are. */
export interface AdminDashboard {
  period: DashboardPeriod;
  previousPeriod: DashboardPeriod;
  /** Active people now; the shares of givers and receivers are of this number. */
  activePeople: number;
  givers: PeriodFigure;
  receivers: PeriodFigure;
  recognitions: PeriodFigure;
  pointsGiven: PeriodFigure;
  /** The five hashtags used most in the current period, with their counts in both. */
  topValues: DashboardValue[];
  /** Points given from people's giving allowances (program posts and flash points not counted). */
  allowanceUsed: PeriodFigure;
  /** The monthly allowances of the active people: what a period of about a month could use. */
  allowanceTotal: number;
  redemptions: PeriodFigure;
  redeemedPoints: PeriodFigure;
  /** Every pending approval in the company at the end of each period, whoever it waits for. */
  pendingClaims: PeriodFigure;
  pendingAwardGives: PeriodFigure;
}
