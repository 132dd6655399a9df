import type { Response } from 'express';
import type { Store } from '../db/store';
import { recordRequestChange } from '../audit/record-audit-event';
import { subjectOf } from '../authz/subject';

/** Records a change an admin made to their own company's settings (the audit log's subject is the company). */
export function recordCompanyChange(
  store: Store,
  res: Response,
  change: { action: string; before: unknown; after: unknown },
  now: () => number,
): void {
  recordRequestChange(store, res, { ...change, subject_type: 'company', subject_id: subjectOf(res).company.id }, now);
}
