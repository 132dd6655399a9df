import type { ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

/** Report e-mail subscriptions (programs §7): whoever the admin menu shows `/admin/subscriptions` to. */
const SUBSCRIPTIONS_POLICY = adminPagePolicy('/admin/subscriptions');

export const SUBSCRIPTION_API_ROUTES: readonly ApiRouteRule[] = [
  ...(
    [
      ['POST', '/api/v2/report_email_subscriptions'],
      ['PUT', '/api/v2/report_email_subscriptions/:id'],
      ['DELETE', '/api/v2/report_email_subscriptions/:id'],
      ['DELETE', '/api/v2/report_email_subscriptions/delete_all'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: SUBSCRIPTIONS_POLICY,
  })),
  ...['/api/v2/report_email_subscriptions', '/api/v2/admin/subscriptions/outbox'].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: SUBSCRIPTIONS_POLICY,
    privateRead: true,
  })),
  // The print recap: the person, their manager or a global admin; whom else it would be is the handler's 404.
  { ...bearer, method: 'GET', path: '/api/v2/recaps/:userId', changesState: false, privateRead: true },
];
