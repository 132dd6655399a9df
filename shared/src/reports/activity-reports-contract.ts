import type { DistributionMethod } from '../rewards/catalog-contract';
import type { RedemptionStatus } from '../rewards/redemption-contract';

/** Recognition activity, points given and earned, redemptions and rewards cost (issue 17, admin reports). */
export const ACTIVITY_REPORTS = [
  'recognition_activity',
  'points_given_report',
  'points_earned',
  'redemptions',
  'rewards_cost',
] as const;
export type ActivityReport = (typeof ACTIVITY_REPORTS)[number];

/** Each report's admin page, whose menu entry gates the report and its CSV (platform §6). */
export const ACTIVITY_REPORT_PAGES: Record<ActivityReport, string> = {
  recognition_activity: '/admin/reports/recognition-activity',
  points_given_report: '/admin/reports/points-given',
  points_earned: '/admin/reports/points-earned',
  redemptions: '/admin/reports/redemptions',
  rewards_cost: '/admin/reports/rewards-cost',
};

export const activityReportPath = (report: ActivityReport) => `/api/v2/admin/reports/activity/${report}`;

/** Programs §9: the summary's page size, which these reports share. */
export const ACTIVITY_REPORT_PAGE_SIZE = 24;

export type RecognitionType = 'peer' | 'award' | 'incentive' | 'celebration';
export const RECOGNITION_TYPES: readonly RecognitionType[] = ['peer', 'award', 'incentive', 'celebration'];

export interface ReportPerson {
  id: number;
  displayName: string;
}

export interface ActivityPagination {
  pageNumber: number;
  pageCount: number;
  totalCount: number;
  pageSize: number;
}

/** What every report answers besides its own figures: the filter it applied and the choices it offers. */
export interface ActivityReportFrame<Row> {
  startDate: string;
  endDate: string;
  department: string | null;
  departments: string[];
  rows: Row[];
  pagination: ActivityPagination;
}

export type TypeCounts = Record<RecognitionType, number>;

export interface ActivityWeek extends TypeCounts {
  /** The Monday (UTC) the week starts on, yyyy-MM-dd. */
  weekStart: string;
}

export interface LatestRecognition {
  id: number;
  createdAt: string;
  type: RecognitionType;
  giver: ReportPerson;
  receivers: ReportPerson[];
  points: number;
  reason: string;
}

export interface RecognitionActivityReport extends ActivityReportFrame<LatestRecognition> {
  totals: { recognitions: number; points: number; byType: TypeCounts };
  weeks: ActivityWeek[];
}

export interface DepartmentPoints {
  department: string;
  points: number;
  recognitions: number;
}

export interface GiverRow {
  user: ReportPerson;
  department: string | null;
  recognitions: number;
  points: number;
  allowanceUsed: number;
}

export interface PointsGivenReport extends ActivityReportFrame<GiverRow> {
  totals: { points: number; recognitions: number; givers: number; allowanceUsed: number };
  byDepartment: DepartmentPoints[];
}

export interface ReceiverRow {
  user: ReportPerson;
  department: string | null;
  recognitions: number;
  points: number;
}

export interface PointsEarnedReport extends ActivityReportFrame<ReceiverRow> {
  totals: { points: number; recognitions: number; receivers: number };
  byDepartment: DepartmentPoints[];
}

export interface RedemptionOrder {
  id: number;
  createdAt: string;
  user: ReportPerson;
  department: string | null;
  reward: string;
  rewardType: DistributionMethod;
  points: number;
  status: RedemptionStatus;
}

export interface RewardTypeTotal {
  rewardType: DistributionMethod;
  orders: number;
  points: number;
}

export interface RedemptionsReport extends ActivityReportFrame<RedemptionOrder> {
  totals: { orders: number; points: number };
  byRewardType: RewardTypeTotal[];
}

/** Money in the company budget's currency, to the cent. */
export interface CostFigure {
  points: number;
  cost: number;
}

export interface MonthCost extends CostFigure {
  /** yyyy-MM */
  month: string;
}

export interface CategoryCost extends CostFigure {
  /** A catalogue category key (programs §3), or `other` for an item without one. */
  category: string;
  orders: number;
}

export interface RewardsCostReport extends ActivityReportFrame<CategoryCost> {
  /** Points per unit of currency, and the currency's ISO code (programs §5: defaults to 1 and USD). */
  currency: { isoCode: string; exchangeRate: number };
  totals: CostFigure & { orders: number };
  byMonth: MonthCost[];
}

export interface ActivityReportResults {
  recognition_activity: RecognitionActivityReport;
  points_given_report: PointsGivenReport;
  points_earned: PointsEarnedReport;
  redemptions: RedemptionsReport;
  rewards_cost: RewardsCostReport;
}
