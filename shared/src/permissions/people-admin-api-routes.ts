import type { ApiRouteRule } from '../contract/api-route-rules';
import { BEARER, adminPageRoute } from './admin-page-route';

/**
 * User accounts, imported users and reported posts (issue 17): whoever the admin menu shows each page to.
 * Which fields of an account the caller may change is `userChangeRefusal`'s, inside the handler.
 */
export const PEOPLE_ADMIN_API_ROUTES: readonly ApiRouteRule[] = [
  adminPageRoute('GET', '/api/v2/admin/users', '/admin/users/accounts'),
  adminPageRoute('PATCH', '/api/v2/admin/users/:id', '/admin/users/accounts'),
  adminPageRoute('GET', '/api/v2/admin/user_imports', '/admin/users/imported'),
  adminPageRoute('POST', '/api/v2/admin/user_imports', '/admin/users/imported'),
  adminPageRoute('GET', '/api/v2/admin/user_imports/:id', '/admin/users/imported'),
  adminPageRoute('POST', '/api/v2/admin/user_imports/:id/run', '/admin/users/imported'),
  adminPageRoute('GET', '/api/v2/admin/reported_posts', '/admin/programs/reported-posts'),
  adminPageRoute('PATCH', '/api/v2/admin/reported_posts/:id', '/admin/programs/reported-posts'),
  // Anyone signed in may report a post of their company; one report per person per post.
  { ...BEARER, method: 'POST', path: '/api/v2/reports', changesState: true },
];
