import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPageRoute } from './admin-page-route';

const BILLING = '/admin/company/billing';
const INTEGRATIONS = '/admin/company/integrations';
const USER_SYNC = '/admin/users/integration';
const HOOK = '/api/v2/admin/integrations/webhooks/:id';

/** Billing settings and history, chat connections, webhooks and the HR feed: the company's own, whoever each menu entry shows them to (platform §6). */
export const COMPANY_ADMIN_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('GET', '/api/v2/admin/billing', BILLING),
  adminPageRoute('PATCH', '/api/v2/admin/billing', BILLING),
  adminPageRoute('GET', '/api/v2/admin/billing/invoices', '/admin/company/billing-history'),
  adminPageRoute('GET', '/api/v2/admin/integrations', INTEGRATIONS),
  adminPageRoute('PUT', '/api/v2/admin/integrations/chat/:provider', INTEGRATIONS),
  adminPageRoute('DELETE', '/api/v2/admin/integrations/chat/:provider', INTEGRATIONS),
  adminPageRoute('POST', '/api/v2/admin/integrations/webhooks', INTEGRATIONS),
  adminPageRoute('PATCH', HOOK, INTEGRATIONS),
  adminPageRoute('DELETE', HOOK, INTEGRATIONS),
  adminPageRoute('POST', `${HOOK}/rotate_secret`, INTEGRATIONS),
  adminPageRoute('POST', `${HOOK}/test`, INTEGRATIONS),
  // The deliveries name the receiver's answers, which can echo what it was sent.
  adminPageRoute('GET', `${HOOK}/deliveries`, INTEGRATIONS),
  adminPageRoute('GET', '/api/v2/admin/user_sync', USER_SYNC),
  adminPageRoute('PUT', '/api/v2/admin/user_sync', USER_SYNC),
  adminPageRoute('POST', '/api/v2/admin/user_sync/run', USER_SYNC),
];
