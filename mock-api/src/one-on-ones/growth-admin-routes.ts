import { Router, type Response } from 'express';
import { initiativeSchema, oneOnOneSettingsSchema, type OneOnOneLogRow } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CompanyInitiativeRow, OneOnOneRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { refuseIssues } from '../company-settings/settings-refusal';
import { recordRequestChange } from '../audit/record-audit-event';
import { companySettingRoutes } from '../company-settings/company-setting-routes';
import { growthPersonOf } from './growth-people';
import { oneOnOneSettingsOf, type GrowthCompany } from './growth-settings';
import { initiativesOf, initiativeView } from './goal-view';

const SETTINGS = '/api/v2/admin/growth/one_on_ones';
const INITIATIVES = '/api/v2/admin/growth/company_initiatives';

/** Which pairs met when, counted from the meetings: never their agenda or notes. */
function meetingLogs(store: Store, companyId: number): OneOnOneLogRow[] {
  const users = store.rowsById('users');
  const pairs = new Map<string, OneOnOneRow[]>();
  for (const row of store.all('one_on_ones').filter((meeting) => meeting.company_id === companyId)) {
    const key = `${row.manager_id}:${row.report_id}`;
    pairs.set(key, [...(pairs.get(key) ?? []), row]);
  }
  return [...pairs.values()].map((meetings) => {
    const ended = meetings
      .filter((row) => row.status === 'ended')
      .map((row) => row.ended_at!)
      .sort();
    return {
      manager: growthPersonOf(users.get(meetings[0]!.manager_id)!),
      report: growthPersonOf(users.get(meetings[0]!.report_id)!),
      meetingsHeld: ended.length,
      lastMetAt: ended.at(-1) ?? null,
      nextScheduledFor: meetings.find((row) => row.status === 'open')?.scheduled_for ?? null,
    };
  });
}

export function growthAdminRoutes(store: Store, now: () => number): Router {
  const router = Router();

  const initiativeFor = (res: Response, id: string | undefined): CompanyInitiativeRow | undefined => {
    const row = store.rowsById('company_initiatives').get(Number(id));
    if (row && row.company_id === subjectOf(res).company.id) return row;
    sendError(res, 'not_found');
    return undefined;
  };

  router.use(
    companySettingRoutes(store, now, {
      path: '/admin/growth/one_on_ones',
      write: 'PATCH',
      schema: oneOnOneSettingsSchema,
      read: oneOnOneSettingsOf,
      save: (company, settings) => {
        (company as GrowthCompany).one_on_one_settings = settings;
      },
      action: 'one_on_one_settings.update',
    }),
  );

  router.get('/admin/growth/one_on_ones/logs', guardedBy('GET', `${SETTINGS}/logs`), (_req, res) => {
    res.json({ result: meetingLogs(store, subjectOf(res).company.id) });
  });

  router.get('/admin/growth/company_initiatives', guardedBy('GET', INITIATIVES), (_req, res) => {
    const rows = initiativesOf(store, subjectOf(res).company.id);
    res.json({ result: rows.map((row) => initiativeView(store, row)) });
  });

  router.post('/admin/growth/company_initiatives', guardedBy('POST', INITIATIVES), (req, res) => {
    const parsed = initiativeSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const row: CompanyInitiativeRow = {
      id: store.nextId('company_initiatives'),
      company_id: subjectOf(res).company.id,
      ...parsed.data,
    };
    store.all('company_initiatives').push(row);
    store.persist();
    recordRequestChange(
      store,
      res,
      {
        action: 'company_initiative.create',
        subject_type: 'company_initiative',
        subject_id: row.id,
        before: null,
        after: row,
      },
      now,
    );
    res.status(201).json({ result: initiativeView(store, row) });
  });

  router.patch('/admin/growth/company_initiatives/:id', guardedBy('PATCH', `${INITIATIVES}/:id`), (req, res) => {
    const row = initiativeFor(res, req.params.id);
    if (!row) return;
    const parsed = initiativeSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const before = { ...row };
    Object.assign(row, parsed.data);
    store.persist();
    recordRequestChange(
      store,
      res,
      {
        action: 'company_initiative.update',
        subject_type: 'company_initiative',
        subject_id: row.id,
        before,
        after: row,
      },
      now,
    );
    res.json({ result: initiativeView(store, row) });
  });

  router.delete('/admin/growth/company_initiatives/:id', guardedBy('DELETE', `${INITIATIVES}/:id`), (req, res) => {
    const row = initiativeFor(res, req.params.id);
    if (!row) return;
    const rows = store.all('company_initiatives');
    rows.splice(rows.indexOf(row), 1);
    // Goals linked to it keep their text and lose the link.
    for (const goal of store.all('goals').filter((candidate) => candidate.initiative_id === row.id)) {
      goal.initiative_id = null;
    }
    store.persist();
    recordRequestChange(
      store,
      res,
      {
        action: 'company_initiative.delete',
        subject_type: 'company_initiative',
        subject_id: row.id,
        before: row,
        after: null,
      },
      now,
    );
    res.status(204).end();
  });

  return router;
}
