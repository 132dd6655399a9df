import type { RequestHandler, Response } from 'express';
import { apiRoute, routeAllows, type ApiActor, type ApiMethod, type ApiRouteRule } from '@laurel/shared/contract';
import { subjectOf } from './subject';
import { sendError } from '../http/send-error';

export const actorOf = (res: Response): ApiActor => {
  const subject = subjectOf(res);
  return { ...subject, isSpoofing: subject.claims.spoofer_id !== undefined };
};

/**
 * The route's rule from the contract's matrix (`API_ROUTES`), enforced: its refusal unless the policy
 * and condition hold. Asking for a route that has no row throws while the app is built.
 */
export function guardedBy(method: ApiMethod, path: string): RequestHandler {
  const route: ApiRouteRule = apiRoute(method, path);
  return (_req, res, next) => {
    if (routeAllows(route, actorOf(res))) return next();
    sendError(res, route.refusal);
  };
}
