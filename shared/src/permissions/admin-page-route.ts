import type { ApiMethod, ApiRouteRule, ApiScope } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

/** A signed-in caller of the company's API; refused with 403, no CSRF (bearer tokens are not sent by the browser). */
export const BEARER = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

/** An admin page's call: whoever the admin menu shows `menuPath` to; a GET is a private read, anything else changes state. */
export const adminPageRoute = (
  method: ApiMethod,
  path: string,
  menuPath: string,
  scope: ApiScope = 'company',
): ApiRouteRule => ({
  ...BEARER,
  scope,
  method,
  path,
  changesState: method !== 'GET',
  policy: adminPagePolicy(menuPath),
  ...(method === 'GET' && { privateRead: true }),
});
