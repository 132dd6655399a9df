import type { RoutePolicy } from '../contract/route-policy';

/** Who may open a colleague's page and read it from the API (platform §6 CanAccessUserProfile). */
export const USER_PROFILE_POLICY: RoutePolicy = { permissions: ['can-access-user-profile'] };
/** Who may open a hashtag's page and read it from the API (the hashtag summary permission of §6). */
export const HASHTAG_PAGE_POLICY: RoutePolicy = { permissions: ['can-view-hashtag-summary'] };
