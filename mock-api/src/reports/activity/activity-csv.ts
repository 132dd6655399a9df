import {
  ACTIVITY_REPORT_PAGES,
  ACTIVITY_REPORTS,
  adminPagePolicy,
  allows,
  type ActivityReport,
  type PermissionSubject,
  type ReportFilters,
  type ReportPerson,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import { ACTIVITY_REPORT_BUILDERS } from './activity-reports';
import { activityRequestOf } from './activity-scope';

type Cell = string | number;

export const isActivityReport = (report: string): report is ActivityReport =>
  (ACTIVITY_REPORTS as readonly string[]).includes(report);

/** A report's CSV is for whoever may read the report: its menu entry's gate, not only any admin's. */
export const mayExportActivityReport = (subject: PermissionSubject, report: ActivityReport) =>
  allows(subject, adminPagePolicy(ACTIVITY_REPORT_PAGES[report]));

const names = (people: readonly ReportPerson[]) => people.map((person) => person.displayName).join('; ');

/** Every row of the report's table for the filters (no paging), header first. */
export function activityCsvRows(
  report: ActivityReport,
  store: Store,
  companyId: number,
  filters: ReportFilters,
): Cell[][] {
  const request = { ...activityRequestOf(companyId, filters), pageSize: Number.MAX_SAFE_INTEGER };
  switch (report) {
    case 'recognition_activity':
      return [
        ['created_at', 'type', 'giver', 'receivers', 'points', 'reason'],
        ...ACTIVITY_REPORT_BUILDERS[report](store, request).rows.map((row) => [
          row.createdAt,
          row.type,
          row.giver.displayName,
          names(row.receivers),
          row.points,
          row.reason,
        ]),
      ];
    case 'points_given_report':
      return [
        ['user', 'department', 'recognitions_given', 'points_given', 'allowance_used'],
        ...ACTIVITY_REPORT_BUILDERS[report](store, request).rows.map((row) => [
          row.user.displayName,
          row.department ?? '',
          row.recognitions,
          row.points,
          row.allowanceUsed,
        ]),
      ];
    case 'points_earned':
      return [
        ['user', 'department', 'recognitions_received', 'points_earned'],
        ...ACTIVITY_REPORT_BUILDERS[report](store, request).rows.map((row) => [
          row.user.displayName,
          row.department ?? '',
          row.recognitions,
          row.points,
        ]),
      ];
    case 'redemptions':
      return [
        ['created_at', 'user', 'department', 'reward', 'reward_type', 'points', 'status'],
        ...ACTIVITY_REPORT_BUILDERS[report](store, request).rows.map((row) => [
          row.createdAt,
          row.user.displayName,
          row.department ?? '',
          row.reward,
          row.rewardType,
          row.points,
          row.status,
        ]),
      ];
    case 'rewards_cost': {
      const { rows, currency } = ACTIVITY_REPORT_BUILDERS[report](store, request);
      return [
        ['category', 'orders', 'points', `cost_${currency.isoCode}`],
        ...rows.map((row) => [row.category, row.orders, row.points, row.cost]),
      ];
    }
  }
}
