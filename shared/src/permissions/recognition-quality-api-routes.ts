import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const read = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

/** Programs §7's recognition quality calls: whoever may open recognition scores (finance, programs §6). */
export const RECOGNITION_QUALITY_POLICY = adminPagePolicy('/admin/reports/recognition_scores');
/** The pulse results page's call: finance and global both (programs §6). */
export const PULSE_RESULTS_POLICY = adminPagePolicy('/admin/reports/pulse-results');

export const REPORT_ANALYTICS_API_ROUTES: readonly ApiRouteRule[] = [
  ...['filter_options', 'top_scoring_recognition', 'averages', 'monthly_averages', 'department_averages'].map(
    (call): ApiRouteRule => ({
      ...read,
      method: 'GET',
      path: `/api/v2/admin/analytics/recognition_quality/${call}`,
      changesState: false,
      policy: RECOGNITION_QUALITY_POLICY,
      privateRead: true,
    }),
  ),
  {
    ...read,
    method: 'GET',
    path: '/api/v2/admin/reports/pulse_results',
    changesState: false,
    policy: PULSE_RESULTS_POLICY,
    privateRead: true,
  },
];
