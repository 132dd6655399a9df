import { Router } from 'express';
import { unimplementedActionSchema, unimplementedCatalogQuerySchema } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { guardedBy } from '../authz/route-guard';
import { subjectOf } from '../authz/subject';
import { sendError } from '../http/send-error';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';
import {
  reviewUnimplemented,
  unimplementedCatalog,
  unimplementedReasonOf,
  type ReviewedCatalogItem,
} from './unimplemented-catalog';

export const UNIMPLEMENTED_CATALOG_PATH = '/api/v2/super_admin/catalog/unimplemented';

/** `/super_admin/catalog/unimplemented` (platform §2 catalogue tools): list with filters; mark, hide or reopen an item. */
export function unimplementedCatalogRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.get('/super_admin/catalog/unimplemented', guardedBy('GET', UNIMPLEMENTED_CATALOG_PATH), (req, res) => {
    const query = unimplementedCatalogQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 'bad_request');
    const items = store.all('catalog_items') as ReviewedCatalogItem[];
    res.json({ result: unimplementedCatalog(items, store.rowsById('users'), query.data) });
  });

  router.patch(
    '/super_admin/catalog/unimplemented/:id',
    guardedBy('PATCH', `${UNIMPLEMENTED_CATALOG_PATH}/:id`),
    (req, res) => {
      const body = unimplementedActionSchema.safeParse(req.body);
      if (!body.success) return sendError(res, 'bad_request');
      const item = (store.all('catalog_items') as ReviewedCatalogItem[]).find(
        (row) => row.id === Number(req.params.id),
      );
      if (!item || unimplementedReasonOf(item) === null) return sendError(res, 'not_found');
      const before = auditSnapshot({ state: item.state, review: item.unimplemented_review ?? null });
      reviewUnimplemented(item, body.data.action, subjectOf(res).user.id, new Date(now()).toISOString());
      recordRequestChange(
        store,
        res,
        {
          action: `catalog_unimplemented.${body.data.action}`,
          subject_type: 'catalog_item',
          subject_id: item.id,
          before,
          after: { state: item.state, review: item.unimplemented_review ?? null },
        },
        now,
      );
      const users = store.rowsById('users');
      res.json({ result: unimplementedCatalog([item], users, {}).items[0] });
    },
  );

  return router;
}
