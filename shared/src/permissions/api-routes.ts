import {
  AWARDS_ADMIN_POLICY,
  AWARDS_POLICY,
  CELEBRATIONS_ADMIN_POLICY,
  INCENTIVES_ADMIN_POLICY,
  INCENTIVES_POLICY,
  NOMINATIONS_ADMIN_POLICY,
  NOMINATIONS_POLICY,
} from './program-policies';
import { canTogglePermissions } from './admin-access';
import { adminPagePolicy, REWARDS_ADMIN_POLICY } from './admin-menu';
import { HASHTAG_PAGE_POLICY, USER_PROFILE_POLICY } from './people-policies';
import { canDictate } from './can-dictate';
import { ADMIN_SHELL_POLICY } from './area-policies';
import { SUPER_ADMIN_API_ROUTES } from './super-admin-api-routes';
import { COMPANY_ADMIN_ROUTES } from './company-admin-routes';
import { ACTIVITY_REPORT_API_ROUTES } from './activity-report-api-routes';
import { COMPANY_SETTINGS_API_ROUTES } from './company-settings-api-routes';
import { REPORT_ANALYTICS_API_ROUTES } from './recognition-quality-api-routes';
import { SUBSCRIPTION_API_ROUTES } from './subscription-api-routes';
import { EQUITY_API_ROUTES } from './equity-api-routes';
import { PEOPLE_ADMIN_API_ROUTES } from './people-admin-api-routes';
import { TEAM_HUB_API_ROUTES } from './team-hub-api-routes';
import { ANALYTICS_API_ROUTES } from './analytics-api-routes';
import { GROWTH_API_ROUTES } from './growth-api-routes';
import { BOOKMARK_API_ROUTES } from './bookmark-api-routes';
import { ONE_ON_ONE_API_ROUTES } from './one-on-one-api-routes';
import { PULSE_AND_RECAP_API_ROUTES } from './pulse-and-recap-api-routes';
import { PROFILE_SETTINGS_API_ROUTES } from './profile-settings-api-routes';
import {
  API_BASE_PATHS,
  REWARDS_SERVICE_BASE_PATH,
  routeKey,
  type ApiActor,
  type ApiCondition,
  type ApiMethod,
  type ApiRouteRule,
} from '../contract/api-route-rules';

const notSpoofing: ApiCondition = { text: 'not while spoofing', holds: (actor) => !actor.isSpoofing };
const spoofing: ApiCondition = { text: 'while spoofing', holds: (actor) => actor.isSpoofing };
const nobody: ApiCondition = { text: 'nobody', holds: () => false };
const dictates: ApiCondition = { text: 'canDictate (gives recognition or uses Achieve)', holds: canDictate };
const togglesControls: ApiCondition = {
  text: 'canTogglePermissions (super_admin or spoofing)',
  holds: ({ user, isSpoofing }: ApiActor) => canTogglePermissions(user, isSpoofing),
};

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false } as const;
const adminPolicy = { permissions: ['can-view-admin'] } as const;
const ANNOUNCEMENTS_ADMIN_POLICY = {
  permissions: ['can-access-announcements', 'can-administer-announcements'],
} as const;

/** Every route that changes state, and the reads that return private data, with the rule the mock API enforces. */
const DOMAIN_ROUTES: readonly ApiRouteRule[] = [
  // Session: the dev sign-in form and sign-out are authenticated by nothing but cookies.
  {
    method: 'POST',
    path: '/users/sign_in',
    changesState: true,
    authentication: 'none',
    refusal: 'forbidden',
    scope: 'none',
    csrf: true,
    rateLimit: 'sign-in',
  },
  {
    method: 'POST',
    path: '/users/sign_out',
    changesState: true,
    authentication: 'session-cookie',
    refusal: 'forbidden',
    scope: 'self',
    csrf: true,
  },
  // Spoofing and the toggle write the session cookie, so they need the anti-forgery token too.
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/super_admin/spoof',
    changesState: true,
    policy: { roles: ['super_admin'] },
    condition: notSpoofing,
    scope: 'none',
    csrf: true,
  },
  {
    ...bearer,
    method: 'DELETE',
    path: '/api/v2/super_admin/spoof',
    changesState: true,
    condition: spoofing,
    refusal: 'not_spoofing',
    scope: 'self',
    csrf: true,
  },
  {
    ...bearer,
    method: 'PATCH',
    path: '/api/v2/super_admin/toggle_controls',
    changesState: true,
    condition: togglesControls,
    scope: 'self',
    csrf: true,
  },
  { ...bearer, method: 'POST', path: '/api/v2/invitations', changesState: true, policy: adminPolicy, scope: 'company' },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/admin/reports/:report/csv',
    changesState: true,
    policy: adminPolicy,
    scope: 'company',
  },
  {
    ...bearer,
    method: 'PATCH',
    path: '/api/v2/admin/reports/report_files/:fileId',
    changesState: true,
    policy: adminPolicy,
    scope: 'company',
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/bonuses',
    changesState: true,
    policy: { permissions: ['can-give-recognition'] },
    scope: 'company',
    idempotent: true,
    rateLimit: 'give',
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/bonus_images',
    changesState: true,
    policy: { permissions: ['can-give-recognition'] },
    scope: 'company',
  },
  // Attachments (recognition §6, §7): each tool's company switch is the handler's own 403 after the policy.
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/videos',
    changesState: true,
    policy: { permissions: ['can-give-recognition'] },
    scope: 'company',
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/videos/:id/discard',
    changesState: true,
    scope: 'owner',
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/gifs',
    changesState: false,
    policy: { permissions: ['can-give-recognition'] },
    scope: 'none',
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/bonuses/:bonusId/reactions',
    changesState: true,
    scope: 'company',
  },
  {
    ...bearer,
    method: 'DELETE',
    path: '/api/v2/bonuses/:bonusId/reactions/:emoji',
    changesState: true,
    scope: 'owner',
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/bonuses/:bonusId/comments',
    changesState: true,
    scope: 'company',
    rateLimit: 'comment',
  },
  // Recognition §7: the quality gauge's scorer answers over POST and stores nothing, for whoever may give.
  ...['/api/v2/recognition/quality_scores', '/api/v2/recognition/quality_suggestions'].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'POST',
    path,
    changesState: false,
    policy: { permissions: ['can-give-recognition'] },
    scope: 'company',
  })),
  // Recognition §7: dictation's token and the rephrasing answer over POST and store nothing.
  ...[
    '/api/v2/transcription/tokens',
    '/api/v2/constructive_feedback/text_processing/rephrase_feedback_message_text',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'POST',
    path,
    changesState: false,
    condition: dictates,
    scope: 'self',
  })),
  // Rewards (programs §7): a redemption moves points and stock in one handler; its history is the owner's.
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/redemptions',
    changesState: true,
    scope: 'company',
    idempotent: true,
    rateLimit: 'redemption',
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/rewards/redemptions/:id/resend',
    changesState: true,
    scope: 'owner',
    rateLimit: 'resend',
  },
  {
    ...bearer,
    method: 'PATCH',
    path: '/api/v2/admin/rewards/company_items/:id',
    changesState: true,
    policy: REWARDS_ADMIN_POLICY,
    scope: 'company',
  },
  {
    ...bearer,
    method: 'PATCH',
    path: '/api/v2/admin/rewards/company_items/:id/denominations/:denominationId',
    changesState: true,
    policy: REWARDS_ADMIN_POLICY,
    scope: 'company',
  },
  // Announcements (recognition §6, §7): administering them needs both announcement permissions.
  ...(
    [
      ['POST', '/api/v2/announcements/announcements'],
      ['PATCH', '/api/v2/announcements/announcements/:id'],
      ['DELETE', '/api/v2/announcements/announcements/:id'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: ANNOUNCEMENTS_ADMIN_POLICY,
    scope: 'company',
  })),
  // Notifications (recognition §4, §7): each person reads and marks only their own.
  ...(['mark_as_read', 'mark_as_seen'] as const).map((mark): ApiRouteRule => ({
    ...bearer,
    method: 'POST',
    path: `/api/v2/app_notifications/:id/${mark}`,
    changesState: true,
    scope: 'owner',
  })),
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/app_notifications/mark_all_as_read',
    changesState: true,
    scope: 'self',
  },
  // The search protocol answers reads over POST, scoped by its signed key.
  {
    method: 'POST',
    path: '/1/indexes/*/queries',
    changesState: false,
    authentication: 'search-key',
    refusal: 'forbidden',
    scope: 'company',
    csrf: false,
  },

  // Incentives (programs §6, §7): administered by the awards admins, claimed and decided by those with
  // can-access-incentives; whether the caller approves the current step is the handler's own 403.
  ...(
    [
      ['POST', '/api/v2/admin/incentives'],
      ['PATCH', '/api/v2/admin/incentives/:id'],
      ['DELETE', '/api/v2/admin/incentives/:id'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: INCENTIVES_ADMIN_POLICY,
    scope: 'company',
  })),
  ...[
    '/api/v2/approval_requests',
    '/api/v2/approval_requests/:id/approve',
    '/api/v2/approval_requests/:id/decline',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'POST',
    path,
    changesState: true,
    policy: INCENTIVES_POLICY,
    scope: 'company',
    // A claim pays points: a retry of one attempt gets the first answer.
    ...(path === '/api/v2/approval_requests' && { idempotent: true }),
  })),
  // A read over POST: the incentives an announcement's recipients may claim.
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/incentives/announcement_incentives',
    changesState: false,
    policy: { permissions: ['can-access-incentives', ...ANNOUNCEMENTS_ADMIN_POLICY.permissions] },
    scope: 'company',
  },
  // The admin dashboard's figures: whoever its menu entry shows it to (platform §6).
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/admin/analytics/dashboard',
    changesState: false,
    policy: adminPagePolicy('/admin/dashboard'),
    scope: 'company',
    privateRead: true,
  },
  // The participation reports (programs §2), each behind its menu entry's policy.
  ...['giving-and-receiving', 'managers-and-teams', 'compare', 'options'].map((view): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path: `/api/v2/admin/reports/participation/${view}`,
    changesState: false,
    policy: adminPagePolicy('/admin/reports/participation'),
    scope: 'company',
    privateRead: true,
  })),
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/admin/reports/participation-summary',
    changesState: false,
    policy: adminPagePolicy('/admin/reports/participation-summary'),
    scope: 'company',
    privateRead: true,
  },
  ...['/api/v2/admin/incentives', '/api/v2/admin/incentives/:id'].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: INCENTIVES_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  // The summary is a report: whoever sees its page in the admin menu, and nobody else.
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/admin/incentives/summary',
    changesState: false,
    policy: adminPagePolicy('/admin/incentives/summary'),
    scope: 'company',
    privateRead: true,
  },
  {
    method: 'GET',
    path: '/api/v2/admin/incentives/summary/export_csv',
    changesState: false,
    authentication: 'session-cookie',
    refusal: 'forbidden',
    csrf: false,
    policy: adminPagePolicy('/admin/incentives/summary'),
    scope: 'company',
    privateRead: true,
  },
  ...[
    '/api/v2/awards',
    '/api/v2/awards/:id',
    '/api/v2/incentives/metadata/:id/claimability',
    '/api/v2/incentives/recent_claims',
    '/api/v2/approval_requests',
    '/api/v2/approval_requests/pending_count',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: INCENTIVES_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  // Celebrations (programs §6, §7): administered by the awards admins (the admin menu's can-manage-awards).
  // Starting the export is a GET in the spec, and writes a report file.
  ...(
    [
      ['POST', '/api/v2/admin/celebrations'],
      ['PATCH', '/api/v2/admin/celebrations/:id'],
      ['POST', '/api/v2/admin/celebrations/:id/reset'],
      ['POST', '/api/v2/admin/celebrations/manually_give'],
      ['POST', '/api/v2/admin/celebrations/run_daily'],
      ['GET', '/api/v2/admin/celebrations_report'],
      ['PATCH', '/api/v2/admin/celebrations_report/:id'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: CELEBRATIONS_ADMIN_POLICY,
    scope: 'company',
  })),
  ...[
    '/api/v2/admin/celebrations',
    '/api/v2/admin/celebrations/metadata',
    '/api/v2/admin/celebrations/:id',
    '/api/v2/admin/celebrations_report/:id',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: CELEBRATIONS_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  // Nomination periods (programs §6, §7): administered by the awards admins; read and nominated in by
  // those with can-access-nominations (whether the reader is a nominator is the handler's own 404/403).
  ...(
    [
      ['POST', '/api/v2/admin/nomination_periods'],
      ['PATCH', '/api/v2/admin/nomination_periods/:id'],
      ['DELETE', '/api/v2/admin/nomination_periods/:id'],
      ['PATCH', '/api/v2/admin/nomination_periods/:id/favorites'],
      ['PATCH', '/api/v2/admin/nomination_periods/:id/close_now'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: NOMINATIONS_ADMIN_POLICY,
    scope: 'company',
  })),
  ...['/api/v2/admin/nomination_periods', '/api/v2/admin/nomination_periods/:id'].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: NOMINATIONS_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/nominations',
    changesState: true,
    policy: NOMINATIONS_POLICY,
    scope: 'company',
  },
  ...[
    '/api/v2/nomination_periods',
    '/api/v2/nomination_periods/:id',
    '/api/v2/nomination_periods/:id/nominees',
    '/api/v2/nominations',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: NOMINATIONS_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  // The public page /share/nominations/{id}: no sign-in; a period an admin made public, names and summaries only.
  {
    method: 'GET',
    path: '/api/v2/public/nomination_periods/:id',
    changesState: false,
    authentication: 'none',
    refusal: 'not_found',
    scope: 'none',
    csrf: false,
  },
  // Manual awards (programs §6, §7, recognition §6): administered by the awards admins; approvals read and
  // decided by those with can-access-awards (whether the caller approves the current step is the handler's 403).
  // Giving one is POST /bonuses with award_id, under that row.
  ...(
    [
      ['POST', '/api/v2/admin/awards/awards'],
      ['PATCH', '/api/v2/admin/awards/awards/:id'],
      ['DELETE', '/api/v2/admin/awards/awards/:id'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: true,
    policy: AWARDS_ADMIN_POLICY,
    scope: 'company',
  })),
  ...['/api/v2/admin/awards/awards', '/api/v2/admin/awards/awards/:id'].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    policy: AWARDS_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  })),
  ...['/api/v2/awards/approval_requests/:id/approve', '/api/v2/awards/approval_requests/:id/decline'].map(
    (path): ApiRouteRule => ({
      ...bearer,
      method: 'POST',
      path,
      changesState: true,
      policy: AWARDS_POLICY,
      scope: 'company',
    }),
  ),
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/awards/approval_requests',
    changesState: false,
    policy: AWARDS_POLICY,
    scope: 'company',
    privateRead: true,
  },
  // Audience and user lookups (programs §7) for the admin forms: whoever opens the admin shell.
  ...(
    [
      ['POST', '/api/v2/user_management/users/search'],
      ['POST', '/api/v2/user_management/users/bulk'],
      ['GET', '/api/v2/users/metadata/user_count'],
      ['GET', '/api/v2/user_groups'],
      ['GET', '/api/v2/user_groups/custom_property_groups'],
    ] as const
  ).map(([method, path]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: false,
    policy: ADMIN_SHELL_POLICY,
    scope: 'company',
    privateRead: true,
  })),

  // Reads of private data.
  ...(
    [
      ['/api/v2/profile/user', 'self'],
      ['/api/v2/users/show', 'self'],
      ['/api/v2/spoofing', 'self'],
      ['/api/v2/feature_flags', 'self'],
      ['/api/v2/bonus_feeds', 'company'],
      ['/api/v2/bonuses/:bonusId', 'company'],
      ['/api/v2/bonuses/:bonusId/comments', 'company'],
      ['/api/v2/user_management/users/:userId', 'company'],
      ['/api/v1/users/:id', 'company'],
      ['/api/v2/rewards/redemptions', 'self'],
      ['/api/v2/rewards/redemptions/:id', 'owner'],
      // What the caller claimed before is the first featured group.
      [`${REWARDS_SERVICE_BASE_PATH}/catalogs/featured`, 'self'],
    ] as const
  ).map(([path, scope]): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path,
    changesState: false,
    scope,
    privateRead: true,
  })),
  // Recognition §6, §7: the running flash-points program and the reader's flash points left.
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/programs/flash_points',
    changesState: false,
    policy: { permissions: ['can-access-flash-points'] },
    scope: 'company',
    privateRead: true,
  },
  // A person's page and a hashtag's page (platform §2): the same policies their pages have.
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/user_profiles/:slug',
    changesState: false,
    policy: USER_PROFILE_POLICY,
    refusal: 'not_found',
    scope: 'company',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/hashtags/:hashtag',
    changesState: false,
    policy: HASHTAG_PAGE_POLICY,
    refusal: 'not_found',
    scope: 'company',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/admin/reports/report_files/:fileId',
    changesState: false,
    policy: adminPolicy,
    scope: 'company',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/admin/rewards/company_items',
    changesState: false,
    policy: REWARDS_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  },
  // The company's catalogue: signed-in reads of the caller's company, through the rules of the matrix too.
  ...[
    '/countries',
    '/company_item_categories',
    '/company_item_sub_categories',
    '/catalogs/swag_sub_categories',
    '/catalogs/gridwall',
    '/catalogs/allowance_boost',
    '/company_items/:id',
  ].map((path): ApiRouteRule => ({
    ...bearer,
    method: 'GET',
    path: `${REWARDS_SERVICE_BASE_PATH}${path}`,
    changesState: false,
    scope: 'company',
  })),
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/announcements/announcements',
    changesState: false,
    policy: ANNOUNCEMENTS_ADMIN_POLICY,
    scope: 'company',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/announcements/current_announcements',
    changesState: false,
    policy: { permissions: ['can-access-announcements'] },
    scope: 'self',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/app_notifications/notifications',
    changesState: false,
    scope: 'self',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/super_admin/users',
    changesState: false,
    policy: { roles: ['super_admin'] },
    scope: 'none',
    privateRead: true,
  },
];

/** json-server's plain collections are read-only: every write it would route is refused (405), on every base. */
const plainCollectionWrites = (base: string): ApiRouteRule[] =>
  (
    [
      ['POST', '/:collection'],
      ['PUT', '/:collection'],
      ['PATCH', '/:collection'],
      ['PUT', '/:collection/:id'],
      ['PATCH', '/:collection/:id'],
      ['DELETE', '/:collection/:id'],
      ['POST', '/:resource/:id/:nested'],
    ] as const
  ).map(([method, path]) => ({
    ...bearer,
    method,
    path: `${base}${path}`,
    changesState: true,
    condition: nobody,
    refusal: 'method_not_allowed',
    scope: 'none',
  }));

/** `/db` would dump everything: no base serves it, to anyone, by any method. */
const databaseDump = (base: string): ApiRouteRule => ({
  ...bearer,
  method: 'ALL',
  path: `${base}/db`,
  changesState: true,
  condition: nobody,
  refusal: 'not_found',
  scope: 'none',
});

/**
 * The authorization matrix (issue 10): each route the mock API registers that changes state, and each
 * read of private data. The mock API's handlers take their rule from here; a test runs every row for
 * every seeded persona and fails on a registered write that has no row.
 */
export const API_ROUTES: readonly ApiRouteRule[] = [
  ...DOMAIN_ROUTES,
  ...GROWTH_API_ROUTES,
  ...BOOKMARK_API_ROUTES,
  // The admin area's routes (issue 17), each area's rows in a file of its own.
  ...COMPANY_ADMIN_ROUTES,
  ...COMPANY_SETTINGS_API_ROUTES,
  ...PEOPLE_ADMIN_API_ROUTES,
  ...ACTIVITY_REPORT_API_ROUTES,
  ...REPORT_ANALYTICS_API_ROUTES,
  ...EQUITY_API_ROUTES,
  ...SUBSCRIPTION_API_ROUTES,
  ...SUPER_ADMIN_API_ROUTES,
  ...TEAM_HUB_API_ROUTES,
  ...ANALYTICS_API_ROUTES,
  ...ONE_ON_ONE_API_ROUTES,
  ...PULSE_AND_RECAP_API_ROUTES,
  ...PROFILE_SETTINGS_API_ROUTES,
  ...API_BASE_PATHS.flatMap((base) => [databaseDump(base), ...plainCollectionWrites(base)]),
];

const routesByKey = new Map(API_ROUTES.map((route) => [routeKey(route.method, route.path), route]));

/** The row of a route; a handler asking for one that is not in the matrix fails when the app is built. */
export function apiRoute(method: ApiMethod, path: string): ApiRouteRule {
  const route = routesByKey.get(routeKey(method, path));
  if (!route) throw new Error(`${routeKey(method, path)} has no row in API_ROUTES`);
  return route;
}
