import { Router } from 'express';
import type { Store } from '../db/store';
import type { Company } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { refuseIssues } from './settings-refusal';
import { recordCompanyChange } from './audit-company-change';

interface SettingSchema<T> {
  safeParse(
    body: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A company-wide setting an admin reads, and replaces whole, at one path. */
export interface CompanySetting<T> {
  /** The path below /api/v2, as the route table has it. */
  path: string;
  write: 'PUT' | 'PATCH';
  schema: SettingSchema<T>;
  /** The company's setting, or the defaults of a company that never set it. */
  read: (company: Company) => T;
  /** Puts the accepted setting on the company's row. */
  save: (company: Company, setting: T) => void;
  /** The audit log's action for a change. */
  action: string;
}

/** GET and the write of one setting of the signed-in admin's company: checked, stored, audited, answered. */
export function companySettingRoutes<T>(store: Store, now: () => number, setting: CompanySetting<T>): Router {
  const router = Router();
  const rule = `/api/v2${setting.path}`;

  router.get(setting.path, guardedBy('GET', rule), (_req, res) => {
    res.json({ result: setting.read(subjectOf(res).company) });
  });

  router[setting.write === 'PUT' ? 'put' : 'patch'](setting.path, guardedBy(setting.write, rule), (req, res) => {
    const parsed = setting.schema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const { company } = subjectOf(res);
    const before = setting.read(company);
    setting.save(company, parsed.data);
    store.persist();
    recordCompanyChange(store, res, { action: setting.action, before, after: parsed.data }, now);
    res.json({ result: parsed.data });
  });

  return router;
}
