import type { RequestHandler, Response } from 'express';
import type { FeatureFlags, PermissionSubject } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User } from '../db/types';
import type { AccessClaims } from '../session/tokens';
import { sendError } from '../http/send-error';

export interface RequestSubject extends PermissionSubject {
  user: User;
  company: Company;
  claims: AccessClaims;
}

export const flagsOf = (company: Company): FeatureFlags =>
  Object.fromEntries(company.feature_flags.map((flag) => [flag, true]));

/** Loads the token's user and company; a token for a user who is gone or deactivated is refused. */
export function loadSubject(store: Store): RequestHandler {
  return (_req, res, next) => {
    const claims = res.locals.claims as AccessClaims;
    const user = store.rowsById('users').get(claims.user_id);
    const company = user && store.rowsById('companies').get(user.company_id);
    if (!user || !company || user.status !== 'active') {
      sendError(res, 'unauthorized');
      return;
    }
    res.locals.subject = { user, company, flags: flagsOf(company), claims } satisfies RequestSubject;
    next();
  };
}

export const subjectOf = (res: Response) => res.locals.subject as RequestSubject;

/** 403 unless the rule holds; rules are the shared permission functions the UI uses. */
export function requirePermission(rule: (subject: RequestSubject) => boolean): RequestHandler {
  return (_req, res, next) => {
    if (rule(subjectOf(res))) return next();
    sendError(res, 'forbidden');
  };
}
