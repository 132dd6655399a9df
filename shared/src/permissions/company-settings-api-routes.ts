import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPageRoute } from './admin-page-route';

/** Company settings, program settings and peer-to-peer (issue 17): whoever the admin menu shows each page to. */
export const COMPANY_SETTINGS_API_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('GET', '/api/v2/admin/company', '/admin/company/settings'),
  adminPageRoute('PATCH', '/api/v2/admin/company', '/admin/company/settings'),
  adminPageRoute('POST', '/api/v2/admin/company/logo', '/admin/company/settings'),
  adminPageRoute('GET', '/api/v2/admin/programs/settings', '/admin/programs/settings'),
  adminPageRoute('PATCH', '/api/v2/admin/programs/settings', '/admin/programs/settings'),
  adminPageRoute('GET', '/api/v2/admin/programs/peer_to_peer', '/admin/programs/peer-to-peer'),
  adminPageRoute('PATCH', '/api/v2/admin/programs/peer_to_peer', '/admin/programs/peer-to-peer'),
];
