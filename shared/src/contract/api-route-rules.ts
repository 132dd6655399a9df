import type { PermissionSubject } from '../permissions/permission-subject';
import type { ApiErrorId } from './api-errors';
import { allows, type RoutePolicy } from './route-policy';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

/** What proves who the caller is: nothing, the session cookie (CSRF applies), a bearer JWT, or a search key. */
export type ApiAuthentication = 'none' | 'session-cookie' | 'bearer' | 'search-key';

/**
 * Whose rows a route reaches: the caller's company (another company's → 404), the caller's own rows
 * (another user's → 404), only the caller (no id to ask for), or nothing of anyone's.
 */
export type ApiScope = 'company' | 'owner' | 'self' | 'none';

/** The signed-in person a route decides for: the permission subject, and whether a super-admin acts as them. */
export interface ApiActor extends PermissionSubject {
  isSpoofing: boolean;
}

/** A condition a RoutePolicy cannot say, built from the permission functions; `text` names it in the matrix. */
export interface ApiCondition {
  text: string;
  holds: (actor: ApiActor) => boolean;
}

/** Abuse limits a route counts against (numbers in the mock API's configuration). */
export type ApiRateLimit = 'sign-in' | 'give' | 'comment' | 'redemption' | 'resend';

export interface ApiRouteRule {
  method: ApiMethod;
  /** The Express path, from the origin (`/api/v2/bonuses/:bonusId/reactions`). */
  path: string;
  changesState: boolean;
  authentication: ApiAuthentication;
  /** The same policy the UI gates with; none lets every signed-in person through. */
  policy?: RoutePolicy;
  condition?: ApiCondition;
  /** The answer when the rule does not hold: 403, or 404 where existence stays hidden. */
  refusal: Extract<ApiErrorId, 'forbidden' | 'not_found' | 'method_not_allowed' | 'not_spoofing'>;
  scope: ApiScope;
  /** The anti-forgery token is required: the route is cookie-authenticated or writes the session cookie. */
  csrf: boolean;
  /** Returns private data (balances, private recognitions, reports, profile, spoofing). */
  privateRead?: boolean;
  /** Money moves: `Idempotency-Key` replays the first answer. */
  idempotent?: boolean;
  rateLimit?: ApiRateLimit;
}

/** The rewards service's base (programs §7), which the rewards catalogue client calls. */
export const REWARDS_SERVICE_BASE_PATH = '/api/v1/rewards_catalog_service/api/v1';

/** The API bases of the spec; the most specific first, so `/api/v1` does not swallow the others. */
export const API_BASE_PATHS = [REWARDS_SERVICE_BASE_PATH, '/api/v1/data_layer', '/api/v2', '/api/v1'] as const;

export type ApiBasePath = (typeof API_BASE_PATHS)[number];

/** Whether the actor passes the route's policy and condition. Refusals of `nobody` routes never pass. */
export const routeAllows = (route: ApiRouteRule, actor: ApiActor): boolean =>
  allows(actor, route.policy) && (route.condition?.holds(actor) ?? true);

/** What the matrix prints for a rule. */
export function ruleText({ policy, condition, authentication }: ApiRouteRule): string {
  const parts = [
    ...(policy?.permissions ?? []),
    ...(policy?.roles ? [`role ${policy.roles.join(' | ')}`] : []),
    ...(policy?.tiers ? [`tier ${policy.tiers.join(' | ')}`] : []),
    ...(policy?.flags ? [`flag ${policy.flags.join(' | ')}`] : []),
    ...(policy?.switches ? policy.switches : []),
    ...(condition ? [condition.text] : []),
  ];
  if (parts.length > 0) return parts.join(' and ');
  return authentication === 'none' ? 'anyone' : 'signed in';
}

export const routeKey = (method: ApiMethod, path: string) => `${method} ${path}`;
