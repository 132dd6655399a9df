import { Router, type Response } from 'express';
import { recapCycleSchema, type RecapCycleList } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { RecapCycleRow } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { refuseIssues } from '../company-settings/settings-refusal';
import { recordRequestChange } from '../audit/record-audit-event';
import { countedPeople, cycleProgress, cyclesOf, departmentOf, recapCycleView } from './recap-cycle-view';

const CYCLES = '/api/v2/admin/growth/recap_cycles';

const rowFields = (input: ReturnType<typeof recapCycleSchema.parse>) => ({
  name: input.name,
  period_start: input.periodStart,
  period_end: input.periodEnd,
  due_date: input.dueDate,
  questions: input.questions,
});

/** `/admin/growth/performance-recap`: the recap cycles, their questions, and who has written and noted. */
export function recapCycleRoutes(store: Store, now: () => number): Router {
  const router = Router();

  const cycleFor = (res: Response, id: string | undefined): RecapCycleRow | undefined => {
    const row = store.rowsById('recap_cycles').get(Number(id));
    if (row && row.company_id === subjectOf(res).company.id) return row;
    sendError(res, 'not_found');
    return undefined;
  };
  const audit = (res: Response, action: string, id: number, before: unknown, after: unknown) =>
    recordRequestChange(store, res, { action, subject_type: 'recap_cycle', subject_id: id, before, after }, now);

  router.get('/admin/growth/recap_cycles', guardedBy('GET', CYCLES), (req, res) => {
    const companyId = subjectOf(res).company.id;
    const department =
      typeof req.query.department === 'string' && req.query.department ? req.query.department : undefined;
    const everyone = countedPeople(store, companyId, undefined);
    const people = department === undefined ? everyone : everyone.filter((user) => departmentOf(user) === department);
    const body: RecapCycleList = {
      result: cyclesOf(store, companyId)
        .sort((a, b) => b.period_start.localeCompare(a.period_start) || b.id - a.id)
        .map((row) => cycleProgress(store, row, people)),
      departments: [...new Set(everyone.map(departmentOf).filter(Boolean))].sort(),
    };
    res.json(body);
  });

  router.post('/admin/growth/recap_cycles', guardedBy('POST', CYCLES), (req, res) => {
    const parsed = recapCycleSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const row: RecapCycleRow = {
      id: store.nextId('recap_cycles'),
      company_id: subjectOf(res).company.id,
      ...rowFields(parsed.data),
    };
    store.all('recap_cycles').push(row);
    store.persist();
    audit(res, 'recap_cycle.create', row.id, null, row);
    res.status(201).json({ result: recapCycleView(row) });
  });

  router.put('/admin/growth/recap_cycles/:id', guardedBy('PUT', `${CYCLES}/:id`), (req, res) => {
    const row = cycleFor(res, req.params.id);
    if (!row) return;
    const parsed = recapCycleSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const before = { ...row };
    Object.assign(row, rowFields(parsed.data));
    store.persist();
    audit(res, 'recap_cycle.update', row.id, before, row);
    res.json({ result: recapCycleView(row) });
  });

  // The cycle goes with the recaps written in it.
  router.delete('/admin/growth/recap_cycles/:id', guardedBy('DELETE', `${CYCLES}/:id`), (req, res) => {
    const row = cycleFor(res, req.params.id);
    if (!row) return;
    const cycles = store.all('recap_cycles');
    cycles.splice(cycles.indexOf(row), 1);
    const recaps = store.all('performance_recaps');
    for (let index = recaps.length - 1; index >= 0; index -= 1) {
      if (recaps[index]!.cycle_id === row.id) recaps.splice(index, 1);
    }
    store.persist();
    audit(res, 'recap_cycle.delete', row.id, row, null);
    res.status(204).end();
  });

  return router;
}
