import type { ApiRouteRule } from '../contract/api-route-rules';
import { ACTIVITY_REPORT_PAGES, ACTIVITY_REPORTS, activityReportPath } from '../reports/activity-reports-contract';
import { adminPageRoute } from './admin-page-route';

/** Recognition activity, points given and earned, redemptions and rewards cost: each for whom its menu entry shows. */
export const ACTIVITY_REPORT_API_ROUTES: readonly ApiRouteRule[] = ACTIVITY_REPORTS.map((report) =>
  adminPageRoute('GET', activityReportPath(report), ACTIVITY_REPORT_PAGES[report]),
);
