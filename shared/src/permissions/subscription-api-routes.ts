import type { ApiRouteRule } from '../contract/api-route-rules';
import { BEARER, adminPageRoute } from './admin-page-route';

/** Report e-mail subscriptions (programs §7): whoever the admin menu shows `/admin/subscriptions` to. */
const SUBSCRIPTIONS = '/admin/subscriptions';
const SUBSCRIPTION = '/api/v2/report_email_subscriptions/:id';

export const SUBSCRIPTION_API_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('POST', '/api/v2/report_email_subscriptions', SUBSCRIPTIONS),
  adminPageRoute('PUT', SUBSCRIPTION, SUBSCRIPTIONS),
  adminPageRoute('DELETE', SUBSCRIPTION, SUBSCRIPTIONS),
  adminPageRoute('DELETE', '/api/v2/report_email_subscriptions/delete_all', SUBSCRIPTIONS),
  adminPageRoute('GET', '/api/v2/report_email_subscriptions', SUBSCRIPTIONS),
  adminPageRoute('GET', '/api/v2/admin/subscriptions/outbox', SUBSCRIPTIONS),
  // The notification e-mails in the same outbox, read by the same admins.
  adminPageRoute('GET', '/api/v2/admin/notifications/outbox', SUBSCRIPTIONS),
  // The print recap: the person, their manager or a global admin; whom else it would be is the handler's 404.
  { ...BEARER, method: 'GET', path: '/api/v2/recaps/:userId', changesState: false, privateRead: true },
];
