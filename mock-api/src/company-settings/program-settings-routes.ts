import { Router } from 'express';
import {
  allowancePeriodOf,
  givingRulesSchema,
  localDayOf,
  nextResetDate,
  programSettingsSchema,
  type ProgramSettings,
} from '@laurel/shared/contract';
import type { Response } from 'express';
import type { Store } from '../db/store';
import type { Company } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { applyAllowances } from './allowance-reset';
import { companyTimeZoneOf, givingRulesOf, programSettingsOf, type SettingsCompany } from './company-admin-settings';
import { refuseIssues } from './settings-refusal';
import { recordCompanyChange } from './audit-company-change';
import { companySettingRoutes } from './company-setting-routes';

const PROGRAM_SETTINGS_PATH = '/api/v2/admin/programs/settings';

function programSettingsView(company: Company, moment: number): ProgramSettings {
  const settings = programSettingsOf(company);
  return { ...settings, nextResetDate: nextResetDate(moment, companyTimeZoneOf(company), settings.resetPeriod) };
}

/** The allowance and its refill (`/admin/programs/settings`) and the giving rules (`/admin/programs/peer-to-peer`). */
export function programSettingsRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const audited = (res: Response, action: string, before: unknown, after: unknown) =>
    recordCompanyChange(store, res, { action, before, after }, now);

  router.get('/admin/programs/settings', guardedBy('GET', PROGRAM_SETTINGS_PATH), (_req, res) => {
    const { company } = subjectOf(res);
    res.json({ result: programSettingsView(company, now()) });
  });

  router.patch('/admin/programs/settings', guardedBy('PATCH', PROGRAM_SETTINGS_PATH), (req, res) => {
    const parsed = programSettingsSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const company = subjectOf(res).company as SettingsCompany;
    const moment = now();
    const before = programSettingsOf(company);
    company.program_settings = parsed.data;
    // The period counts from now in its new kind: changing monthly to quarterly refills nobody by itself.
    company.allowance_period = allowancePeriodOf(
      localDayOf(moment, companyTimeZoneOf(company)),
      parsed.data.resetPeriod,
    );
    applyAllowances(store, company);
    audited(res, 'program_settings.update', before, parsed.data);
    res.json({ result: programSettingsView(company, moment) });
  });

  router.use(
    companySettingRoutes(store, now, {
      path: '/admin/programs/peer_to_peer',
      write: 'PATCH',
      schema: givingRulesSchema,
      read: givingRulesOf,
      save: (company, rules) => {
        (company as SettingsCompany).giving_rules = rules;
      },
      action: 'giving_rules.update',
    }),
  );

  return router;
}
