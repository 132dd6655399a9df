import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { BEARER, adminPageRoute } from './admin-page-route';
import { ACHIEVE_POLICY } from './growth-policies';

/** Whether the caller is the person or their manager is the handler's: 404 otherwise. */
const recapRoute = (method: ApiMethod, path: string): ApiRouteRule => ({
  ...BEARER,
  method,
  path: `/api/v2${path}`,
  changesState: method !== 'GET',
  policy: ACHIEVE_POLICY,
  scope: 'owner',
  ...(method === 'GET' && { privateRead: true }),
});

const PULSE_PAGE = '/admin/growth/pulse-check-settings';
const RECAP_PAGE = '/admin/growth/performance-recap';

/** The pulse check settings and performance recap cycles (issue 18's admin growth pages) and each person's recap. */
export const PULSE_AND_RECAP_API_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('GET', '/api/v2/admin/growth/pulse_check', PULSE_PAGE),
  adminPageRoute('PUT', '/api/v2/admin/growth/pulse_check', PULSE_PAGE),
  adminPageRoute('GET', '/api/v2/admin/growth/recap_cycles', RECAP_PAGE),
  adminPageRoute('POST', '/api/v2/admin/growth/recap_cycles', RECAP_PAGE),
  adminPageRoute('PUT', '/api/v2/admin/growth/recap_cycles/:id', RECAP_PAGE),
  adminPageRoute('DELETE', '/api/v2/admin/growth/recap_cycles/:id', RECAP_PAGE),
  recapRoute('GET', '/performance_recaps/current'),
  recapRoute('PUT', '/performance_recaps/current'),
  recapRoute('PUT', '/performance_recaps/current/:userId/manager_note'),
];
