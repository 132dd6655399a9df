import type { ApiRouteRule } from '../contract/api-route-rules';
import { BEARER } from './admin-page-route';

/**
 * Bookmarks (issue 18, `/bookmark`): anyone signed in keeps their own list of the recognitions they may
 * read; another person's bookmarks cannot be named, and a recognition they may not read is a 404.
 */
export const BOOKMARK_API_ROUTES: readonly ApiRouteRule[] = [
  { ...BEARER, method: 'PUT', path: '/api/v2/bonuses/:bonusId/bookmark', changesState: true },
  { ...BEARER, method: 'DELETE', path: '/api/v2/bonuses/:bonusId/bookmark', changesState: true, scope: 'owner' },
  { ...BEARER, method: 'GET', path: '/api/v2/bookmarks', changesState: false, scope: 'self', privateRead: true },
];
