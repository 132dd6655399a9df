import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

/** Recognition equity and anti-gaming signals (issue 17 item 7): whoever the admin menu shows each page to. */
export const EQUITY_API_ROUTES: readonly ApiRouteRule[] = [
  ['/api/v2/admin/reports/recognition_equity', '/admin/reports/recognition-equity'],
  ['/api/v2/admin/reports/gaming_signals', '/admin/reports/gaming-signals'],
].map(([path, page]): ApiRouteRule => ({
  ...bearer,
  method: 'GET',
  path: path!,
  changesState: false,
  policy: adminPagePolicy(page!),
  privateRead: true,
}));
