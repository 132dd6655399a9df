import type { ApiMethod, ApiRouteRule } from '../contract/api-route-rules';
import { adminPagePolicy } from './admin-menu';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false, scope: 'company' } as const;

const adminRoute = (page: string, method: ApiMethod, path: string): ApiRouteRule => ({
  ...bearer,
  method,
  path,
  changesState: method !== 'GET',
  policy: adminPagePolicy(page),
  ...(method === 'GET' && { privateRead: true }),
});

/**
 * User accounts, imported users and reported posts (issue 17): whoever the admin menu shows each page to.
 * Which fields of an account the caller may change is `userChangeRefusal`'s, inside the handler.
 */
export const PEOPLE_ADMIN_API_ROUTES: readonly ApiRouteRule[] = [
  adminRoute('/admin/users/accounts', 'GET', '/api/v2/admin/users'),
  adminRoute('/admin/users/accounts', 'PATCH', '/api/v2/admin/users/:id'),
  adminRoute('/admin/users/imported', 'GET', '/api/v2/admin/user_imports'),
  adminRoute('/admin/users/imported', 'POST', '/api/v2/admin/user_imports'),
  adminRoute('/admin/users/imported', 'GET', '/api/v2/admin/user_imports/:id'),
  adminRoute('/admin/users/imported', 'POST', '/api/v2/admin/user_imports/:id/run'),
  adminRoute('/admin/programs/reported-posts', 'GET', '/api/v2/admin/reported_posts'),
  adminRoute('/admin/programs/reported-posts', 'PATCH', '/api/v2/admin/reported_posts/:id'),
  // Anyone signed in may report a post of their company; one report per person per post.
  { ...bearer, method: 'POST', path: '/api/v2/reports', changesState: true },
];
