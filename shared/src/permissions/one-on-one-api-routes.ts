import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { BEARER, adminPageRoute } from './admin-page-route';
import { ACHIEVE_POLICY } from './growth-policies';

/** Whether the caller is one of a meeting's two people (or the goal's owner or manager) is the handler's: 404 otherwise. */
const achieveRoute = (method: ApiMethod, path: string): ApiRouteRule => ({
  ...BEARER,
  method,
  path: `/api/v2${path}`,
  changesState: method !== 'GET',
  policy: ACHIEVE_POLICY,
  scope: 'owner',
  ...(method === 'GET' && { privateRead: true }),
});

/** One-on-ones, goals and their admin pages (issue 18 item 3). */
export const ONE_ON_ONE_API_ROUTES: readonly ApiRouteRule[] = [
  achieveRoute('GET', '/one_on_ones'),
  achieveRoute('POST', '/one_on_ones'),
  achieveRoute('GET', '/one_on_ones/recap'),
  achieveRoute('GET', '/one_on_ones/:id'),
  achieveRoute('POST', '/one_on_ones/:id/talking_points'),
  achieveRoute('PATCH', '/one_on_ones/:id/talking_points/:itemId'),
  achieveRoute('POST', '/one_on_ones/:id/action_items'),
  achieveRoute('PATCH', '/one_on_ones/:id/action_items/:itemId'),
  achieveRoute('PUT', '/one_on_ones/:id/notes'),
  achieveRoute('PUT', '/one_on_ones/:id/schedule'),
  achieveRoute('POST', '/one_on_ones/:id/end'),
  achieveRoute('GET', '/goals'),
  achieveRoute('POST', '/goals'),
  achieveRoute('PATCH', '/goals/:id'),
  achieveRoute('POST', '/goals/:id/comments'),
  achieveRoute('GET', '/company_initiatives'),
  adminPageRoute('GET', '/api/v2/admin/growth/one_on_ones', '/admin/growth/one-on-ones'),
  adminPageRoute('PATCH', '/api/v2/admin/growth/one_on_ones', '/admin/growth/one-on-ones'),
  adminPageRoute('GET', '/api/v2/admin/growth/one_on_ones/logs', '/admin/growth/one-on-ones/logs'),
  adminPageRoute('GET', '/api/v2/admin/growth/company_initiatives', '/admin/growth/company-initiatives'),
  adminPageRoute('POST', '/api/v2/admin/growth/company_initiatives', '/admin/growth/company-initiatives'),
  adminPageRoute('PATCH', '/api/v2/admin/growth/company_initiatives/:id', '/admin/growth/company-initiatives'),
  adminPageRoute('DELETE', '/api/v2/admin/growth/company_initiatives/:id', '/admin/growth/company-initiatives'),
];
