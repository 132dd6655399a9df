import type { AuditEventView } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AuditEventRow } from '../db/types';

/** The events with the names of their company, actor and spoofer, as the events page and tech-ops read them. */
export function auditEventViews(store: Store, rows: readonly AuditEventRow[]): AuditEventView[] {
  const users = store.rowsById('users');
  const companies = store.rowsById('companies');
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    companyId: row.company_id,
    companyName: companies.get(row.company_id)?.name ?? '',
    actorId: row.actor_id,
    actorName: users.get(row.actor_id)?.display_name ?? '',
    spooferName: row.spoofer_id === null ? null : (users.get(row.spoofer_id)?.display_name ?? ''),
    before: row.before,
    after: row.after,
  }));
}

/** The latest events first, optionally of one company. */
export function latestAuditEvents(store: Store, limit: number, companyId?: number): AuditEventView[] {
  const rows = store
    .all('audit_events')
    .filter((row) => companyId === undefined || row.company_id === companyId)
    .slice(-limit)
    .reverse();
  return auditEventViews(store, rows);
}
