import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false } as const;

const rule = (method: ApiMethod, path: string, page: string): ApiRouteRule => ({
  ...bearer,
  method,
  path,
  changesState: method !== 'GET',
  // Billing and integrations are the company's own: whoever its menu entry shows them to (platform §6).
  policy: adminPagePolicy(page),
  scope: 'company',
  ...(method === 'GET' && { privateRead: true }),
});

const BILLING = '/admin/company/billing';
const INTEGRATIONS = '/admin/company/integrations';
const USER_SYNC = '/admin/users/integration';
const HOOK = '/api/v2/admin/integrations/webhooks/:id';

/** Billing settings and history, chat connections, webhooks and the HR feed. */
export const COMPANY_ADMIN_ROUTES: readonly ApiRouteRule[] = [
  rule('GET', '/api/v2/admin/billing', BILLING),
  rule('PATCH', '/api/v2/admin/billing', BILLING),
  rule('GET', '/api/v2/admin/billing/invoices', '/admin/company/billing-history'),
  rule('GET', '/api/v2/admin/integrations', INTEGRATIONS),
  rule('PUT', '/api/v2/admin/integrations/chat/:provider', INTEGRATIONS),
  rule('DELETE', '/api/v2/admin/integrations/chat/:provider', INTEGRATIONS),
  rule('POST', '/api/v2/admin/integrations/webhooks', INTEGRATIONS),
  rule('PATCH', HOOK, INTEGRATIONS),
  rule('DELETE', HOOK, INTEGRATIONS),
  rule('POST', `${HOOK}/rotate_secret`, INTEGRATIONS),
  rule('POST', `${HOOK}/test`, INTEGRATIONS),
  // The deliveries name the receiver's answers, which can echo what it was sent.
  rule('GET', `${HOOK}/deliveries`, INTEGRATIONS),
  rule('GET', '/api/v2/admin/user_sync', USER_SYNC),
  rule('PUT', '/api/v2/admin/user_sync', USER_SYNC),
  rule('POST', '/api/v2/admin/user_sync/run', USER_SYNC),
];
