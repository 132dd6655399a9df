import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { adminPageRoute } from './admin-page-route';

const SUPER_ADMIN = '/super_admin/events';
const TECH_OPS = '/tech_ops';

// Across companies: no company scope.
const rule = (method: ApiMethod, path: string, menuPath: string) => adminPageRoute(method, path, menuPath, 'none');

/** Across companies: the audit log and companies (show_superadmin_feature), the tech-ops lookups (tech_ops_admin). */
export const SUPER_ADMIN_API_ROUTES: readonly ApiRouteRule[] = [
  rule('GET', '/api/v2/super_admin/events', SUPER_ADMIN),
  rule('GET', '/api/v2/super_admin/companies', SUPER_ADMIN),
  rule('PATCH', '/api/v2/super_admin/companies/:id', SUPER_ADMIN),
  rule('GET', '/api/v2/super_admin/bonus_quality_bot_reports', '/super_admin/bonus_quality_bot_reports'),
  rule('GET', '/api/v2/super_admin/integration_errors', '/super_admin/integration_errors'),
  // Out of stock and promoted share one route and the policy of their menu entries (all show_superadmin_feature).
  rule('GET', '/api/v2/super_admin/catalog/:view', '/super_admin/catalog/out_of_stock'),
  rule('GET', '/api/v2/super_admin/catalog/unimplemented', '/super_admin/catalog/unimplemented'),
  rule('PATCH', '/api/v2/super_admin/catalog/unimplemented/:id', '/super_admin/catalog/unimplemented'),
  rule('GET', '/api/v2/super_admin/kvms', '/super_admin/kvms'),
  rule('GET', '/api/v2/super_admin/rewards_health_check', '/super_admin/rewards_health_check'),
  rule('GET', '/api/v2/tech_ops/overview', TECH_OPS),
  rule('GET', '/api/v2/tech_ops/companies', TECH_OPS),
  rule('GET', '/api/v2/tech_ops/companies/:id', TECH_OPS),
  rule('GET', '/api/v2/tech_ops/users', TECH_OPS),
  rule('GET', '/api/v2/tech_ops/users/:id', TECH_OPS),
];
