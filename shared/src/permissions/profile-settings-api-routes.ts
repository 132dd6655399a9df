import type { ApiCondition, ApiRouteRule } from '../contract/api-route-rules';
import { BEARER } from './admin-page-route';

const NOT_SPOOFING: ApiCondition = { text: 'not while spoofing', holds: (actor) => !actor.isSpoofing };

/**
 * Profile settings (issue 18, `/users/edit`): anyone signed in changes their own name, picture, language,
 * time zone and preferences; a spoofing session may not change them for the person it shows.
 */
export const PROFILE_SETTINGS_API_ROUTES: readonly ApiRouteRule[] = [
  { ...BEARER, method: 'PATCH', path: '/api/v2/users/me', changesState: true, scope: 'self', condition: NOT_SPOOFING },
  {
    ...BEARER,
    method: 'POST',
    path: '/api/v2/users/me/avatar',
    changesState: true,
    scope: 'self',
    condition: NOT_SPOOFING,
  },
];
