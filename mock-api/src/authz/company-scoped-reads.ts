import type { RequestHandler } from 'express';
import type { Collection, Store } from '../db/store';
import type { User } from '../db/types';
import { subjectOf } from './subject';
import { sendError } from '../http/send-error';

/** What a colleague may read of another user: no balances, roles or flags. */
export const publicUserView = ({
  id,
  company_id,
  display_name,
  slug,
  email,
  profile_pic_url,
  custom_properties,
  user_mode,
  status,
}: User) => ({ id, company_id, display_name, slug, email, profile_pic_url, custom_properties, user_mode, status });

/** The plain collections json-server may serve, each as a signed-in colleague may see a row. */
export const READABLE_COLLECTIONS: Partial<Record<Collection, (row: never) => unknown>> = {
  users: publicUserView,
  groups: (row) => row,
  values: (row) => row,
};

const collectionOf = (path: string) => path.split('/')[1] as Collection;

/**
 * Plain reads only, and only of the caller's company: lists are filtered by company, a row of
 * another company is not found. Writes go through the domain routes that hold the rules.
 */
export function companyScopedReads(store: Store): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 'method_not_allowed');
      return;
    }
    const collection = collectionOf(req.path);
    const [, , id, nested] = req.path.split('/');
    const { company } = subjectOf(res);
    if (!READABLE_COLLECTIONS[collection] || nested !== undefined) {
      sendError(res, 'not_found');
      return;
    }
    if (id !== undefined && id !== '') {
      const row = (store.all(collection) as { id: number; company_id: number }[]).find(
        (candidate) => String(candidate.id) === id,
      );
      if (!row || row.company_id !== company.id) {
        sendError(res, 'not_found');
        return;
      }
    }
    req.query.company_id = String(company.id);
    next();
  };
}

/** json-server's render step: plain JSON (never JSONP), each row in its readable view. */
export function renderReadableRows(path: string, data: unknown): unknown {
  const view = READABLE_COLLECTIONS[collectionOf(path)] as ((row: unknown) => unknown) | undefined;
  if (!view) return data;
  return Array.isArray(data) ? data.map(view) : view(data);
}
