import type { Response } from 'express';
import type { Store } from '../db/store';
import type { AuditEventRow } from '../db/types';
import { subjectOf } from '../authz/subject';

export interface AuditActor {
  id: number;
  spoofer_id?: number | null;
}

export interface AuditEventInput {
  actor: AuditActor;
  company_id: number;
  action: string;
  subject_type: string;
  subject_id: number | null;
  before: unknown;
  after: unknown;
}

/** A deep copy: rows are changed in place, so the event must not share them. */
export const auditSnapshot = (row: unknown): unknown =>
  row === undefined || row === null ? null : (JSON.parse(JSON.stringify(row)) as unknown);

/** Who made the change of this request: the signed-in user, and the super-admin behind them while spoofing. */
export function auditActorOf(res: Response): AuditActor {
  const { user, claims } = subjectOf(res);
  return { id: user.id, spoofer_id: claims.spoofer_id ?? null };
}

/** Appends one change to the audit log; call it after the change has succeeded. */
export function recordAuditEvent(store: Store, input: AuditEventInput, now: () => number = Date.now): AuditEventRow {
  const event: AuditEventRow = {
    id: store.nextId('audit_events'),
    created_at: new Date(now()).toISOString(),
    actor_id: input.actor.id,
    spoofer_id: input.actor.spoofer_id ?? null,
    company_id: input.company_id,
    action: input.action,
    subject_type: input.subject_type,
    subject_id: input.subject_id,
    before: auditSnapshot(input.before),
    after: auditSnapshot(input.after),
  };
  store.all('audit_events').push(event);
  store.persist();
  return event;
}

/** Records a change the signed-in admin of this request made in their own company. */
export function recordRequestChange(
  store: Store,
  res: Response,
  change: Omit<AuditEventInput, 'actor' | 'company_id'>,
  now: () => number = Date.now,
): AuditEventRow {
  return recordAuditEvent(store, { ...change, actor: auditActorOf(res), company_id: subjectOf(res).company.id }, now);
}
