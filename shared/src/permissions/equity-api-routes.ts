import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPageRoute } from './admin-page-route';

/** Recognition equity and anti-gaming signals (issue 17 item 7): whoever the admin menu shows each page to. */
export const EQUITY_API_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('GET', '/api/v2/admin/reports/recognition_equity', '/admin/reports/recognition-equity'),
  adminPageRoute('GET', '/api/v2/admin/reports/gaming_signals', '/admin/reports/gaming-signals'),
];
