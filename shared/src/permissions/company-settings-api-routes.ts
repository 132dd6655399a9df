import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

const adminRoute = (page: string, method: ApiMethod, path: string): ApiRouteRule => ({
  ...bearer,
  method,
  path,
  changesState: method !== 'GET',
  policy: adminPagePolicy(page),
  ...(method === 'GET' && { privateRead: true }),
});

/** Company settings, program settings and peer-to-peer (issue 17): whoever the admin menu shows each page to. */
export const COMPANY_SETTINGS_API_ROUTES: readonly ApiRouteRule[] = [
  adminRoute('/admin/company/settings', 'GET', '/api/v2/admin/company'),
  adminRoute('/admin/company/settings', 'PATCH', '/api/v2/admin/company'),
  adminRoute('/admin/company/settings', 'POST', '/api/v2/admin/company/logo'),
  adminRoute('/admin/programs/settings', 'GET', '/api/v2/admin/programs/settings'),
  adminRoute('/admin/programs/settings', 'PATCH', '/api/v2/admin/programs/settings'),
  adminRoute('/admin/programs/peer-to-peer', 'GET', '/api/v2/admin/programs/peer_to_peer'),
  adminRoute('/admin/programs/peer-to-peer', 'PATCH', '/api/v2/admin/programs/peer_to_peer'),
];
