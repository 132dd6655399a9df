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

const PROGRAM_SETTINGS_PATH = '/api/v2/admin/programs/settings';
const PEER_TO_PEER_PATH = '/api/v2/admin/programs/peer_to_peer';

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

  router.get('/admin/programs/peer_to_peer', guardedBy('GET', PEER_TO_PEER_PATH), (_req, res) => {
    res.json({ result: givingRulesOf(subjectOf(res).company) });
  });

  router.patch('/admin/programs/peer_to_peer', guardedBy('PATCH', PEER_TO_PEER_PATH), (req, res) => {
    const parsed = givingRulesSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const company = subjectOf(res).company as SettingsCompany;
    const before = givingRulesOf(company);
    company.giving_rules = parsed.data;
    audited(res, 'giving_rules.update', before, parsed.data);
    res.json({ result: parsed.data });
  });

  return router;
}
