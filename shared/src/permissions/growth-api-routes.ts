import type { ApiCondition, ApiRouteRule } from '../contract/api-route-rules';
import { ACHIEVE_POLICY, CHECK_INS_POLICY, canCheckIn, readsReportsCheckIns } from './growth-policies';

const bearer = { authentication: 'bearer', refusal: 'forbidden', csrf: false } as const;
const writesCheckIns: ApiCondition = {
  text: 'canCheckIn (mandatory or a manager cadence)',
  holds: (a) => canCheckIn(a),
};
const readsReports: ApiCondition = { text: 'is_manager', holds: readsReportsCheckIns };

/**
 * Growth (issue 18): feedback is the two people's only, and check-ins the writer's and their manager's;
 * a request, a response or a check-in of anyone else is 404 from its handler.
 */
export const GROWTH_API_ROUTES: readonly ApiRouteRule[] = [
  ...(
    [
      ['GET', '/api/v2/constructive_feedback/requests', false],
      ['GET', '/api/v2/constructive_feedback/requests/:id', false],
      ['GET', '/api/v2/constructive_feedback/responses', false],
      ['GET', '/api/v2/constructive_feedback/responses/:id', false],
      ['GET', '/api/v2/constructive_feedback/colleagues', false],
      ['POST', '/api/v2/constructive_feedback/requests', true],
      ['POST', '/api/v2/constructive_feedback/responses', true],
      ['POST', '/api/v2/constructive_feedback/requests/:id/resend', true],
    ] as const
  ).map(([method, path, changesState]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState,
    policy: ACHIEVE_POLICY,
    scope: path.includes(':id') ? 'owner' : 'self',
    ...(!changesState && { privateRead: true }),
  })),
  ...(
    [
      ['GET', '/api/v2/check_ins', writesCheckIns],
      ['POST', '/api/v2/check_ins', writesCheckIns],
      ['GET', '/api/v2/check_ins/reports', readsReports],
    ] as const
  ).map(([method, path, condition]): ApiRouteRule => ({
    ...bearer,
    method,
    path,
    changesState: method === 'POST',
    policy: CHECK_INS_POLICY,
    condition,
    scope: 'self',
    ...(method === 'GET' && { privateRead: true }),
  })),
  {
    ...bearer,
    method: 'GET',
    path: '/api/v2/check_ins/:id',
    changesState: false,
    policy: CHECK_INS_POLICY,
    scope: 'owner',
    privateRead: true,
  },
  {
    ...bearer,
    method: 'POST',
    path: '/api/v2/check_ins/:id/comments',
    changesState: true,
    policy: CHECK_INS_POLICY,
    condition: readsReports,
    scope: 'owner',
  },
];
