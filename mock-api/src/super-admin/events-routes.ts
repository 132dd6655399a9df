import { Router } from 'express';
import { AUDIT_EVENTS_PAGE_SIZE, auditEventsQuerySchema, pageNumberOf } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AuditEventRow } from '../db/types';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { auditEventViews } from './audit-event-views';

export const AUDIT_EVENTS_PATH = '/api/v2/super_admin/events';

const DAY_END = 'T23:59:59.999Z';

/** `GET /super_admin/events` (platform §2): the audit log, newest first, filtered by company, actor, action and days. */
export function auditEventRoutes(store: Store): Router {
  const router = Router();
  router.get('/super_admin/events', guardedBy('GET', AUDIT_EVENTS_PATH), (req, res) => {
    const query = auditEventsQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 'bad_request');
    const { company_id, actor, action, from, to } = query.data;
    const users = store.rowsById('users');
    const words = (actor ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const actedBy = (row: AuditEventRow) => {
      const user = users.get(row.actor_id);
      const spoofer = row.spoofer_id === null ? undefined : users.get(row.spoofer_id);
      const text = [user, spoofer].map((person) => (person ? `${person.display_name} ${person.email}` : '')).join(' ');
      return words.every((word) => text.toLowerCase().includes(word));
    };
    const all = store.all('audit_events');
    const matching = all
      .filter(
        (row) =>
          (company_id === undefined || row.company_id === Number(company_id)) &&
          (action === undefined || action === '' || row.action === action) &&
          (from === undefined || row.created_at >= from) &&
          (to === undefined || row.created_at <= `${to}${DAY_END}`) &&
          actedBy(row),
      )
      .reverse();
    const page = pageNumberOf(query.data.page);
    const perPage = AUDIT_EVENTS_PAGE_SIZE;
    res.json({
      records: auditEventViews(store, matching.slice((page - 1) * perPage, page * perPage)),
      metadata: {
        page,
        perPage,
        totalCount: matching.length,
        pageCount: Math.max(1, Math.ceil(matching.length / perPage)),
        actions: [...new Set(all.map((row) => row.action))].sort(),
      },
    });
  });
  return router;
}
