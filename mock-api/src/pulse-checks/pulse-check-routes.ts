import { Router } from 'express';
import { pulseCheckSettingsSchema } from '@laurel/shared/contract';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import type { Store } from '../db/store';
import { refuseIssues } from '../company-settings/settings-refusal';
import { recordRequestChange } from '../audit/record-audit-event';
import { pulseCheckSettingsOf, type PulseCompany } from './pulse-check-settings';

const SETTINGS = '/api/v2/admin/growth/pulse_check';

/** `/admin/growth/pulse-check-settings`: the question asked in each check-in and what managers see of it. */
export function pulseCheckRoutes(store: Store, now: () => number): Router {
  const router = Router();

  router.get('/admin/growth/pulse_check', guardedBy('GET', SETTINGS), (_req, res) => {
    res.json({ result: pulseCheckSettingsOf(subjectOf(res).company) });
  });

  router.put('/admin/growth/pulse_check', guardedBy('PUT', SETTINGS), (req, res) => {
    const parsed = pulseCheckSettingsSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const company = subjectOf(res).company as PulseCompany;
    const before = pulseCheckSettingsOf(company);
    company.pulse_check_settings = parsed.data;
    store.persist();
    recordRequestChange(
      store,
      res,
      {
        action: 'pulse_check_settings.update',
        subject_type: 'company',
        subject_id: company.id,
        before,
        after: parsed.data,
      },
      now,
    );
    res.json({ result: parsed.data });
  });

  return router;
}
