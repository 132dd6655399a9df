import {
  activityReportPath,
  type ActivityReport,
  type ActivityReportResults,
  type ReportFilters,
} from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

/** The v2 client's path of a report (it adds the `/api/v2` base itself). */
export const activityReportClientPath = (report: ActivityReport) =>
  activityReportPath(report).replace(/^\/api\/v2\//, '');

/** One page of one activity report with the page's filters. */
export const useActivityReport = <Report extends ActivityReport>(
  report: Report,
  filters: ReportFilters,
  page: number,
) => useReport<ActivityReportResults[Report]>(activityReportClientPath(report), filters, { page: String(page) });
