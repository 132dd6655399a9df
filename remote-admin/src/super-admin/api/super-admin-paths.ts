import { toQueryString } from '@laurel/shared/contract';

/** The path with the filled-in parameters as its query; empty ones are left out. */
export const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const filled = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  const query = toQueryString(filled);
  return query === '' ? path : `${path}?${query}`;
};

export const AUDIT_EVENTS = 'super_admin/events';
export const SUPER_ADMIN_COMPANIES = 'super_admin/companies';
export const TECH_OPS_OVERVIEW = 'tech_ops/overview';
export const TECH_OPS_COMPANIES = 'tech_ops/companies';
export const TECH_OPS_USERS = 'tech_ops/users';
export const QUALITY_BOT_REPORTS = 'super_admin/bonus_quality_bot_reports';
export const INTEGRATION_ERRORS = 'super_admin/integration_errors';
export const CATALOG_TOOLS = 'super_admin/catalog';
export const KVMS = 'super_admin/kvms';
export const REWARDS_HEALTH_CHECK = 'super_admin/rewards_health_check';
