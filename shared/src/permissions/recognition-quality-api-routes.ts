import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';
import { adminPageRoute } from './admin-page-route';

const RECOGNITION_SCORES = '/admin/reports/recognition_scores';
const PULSE_RESULTS = '/admin/reports/pulse-results';

/** Programs §7's recognition quality calls: whoever may open recognition scores (finance, programs §6). */
export const RECOGNITION_QUALITY_POLICY = adminPagePolicy(RECOGNITION_SCORES);
/** The pulse results page's call: finance and global both (programs §6). */
export const PULSE_RESULTS_POLICY = adminPagePolicy(PULSE_RESULTS);

export const REPORT_ANALYTICS_API_ROUTES: readonly ApiRouteRule[] = [
  ...['filter_options', 'top_scoring_recognition', 'averages', 'monthly_averages', 'department_averages'].map((call) =>
    adminPageRoute('GET', `/api/v2/admin/analytics/recognition_quality/${call}`, RECOGNITION_SCORES),
  ),
  adminPageRoute('GET', '/api/v2/admin/reports/pulse_results', PULSE_RESULTS),
];
