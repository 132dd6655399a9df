import { Router } from 'express';
import { recapAnswersSchema, recapManagerNoteSchema, type PerformanceRecap } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { PerformanceRecapRow, RecapCycleRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { refuseIssues } from '../company-settings/settings-refusal';
import { openCycleOf, recapCycleView } from './recap-cycle-view';

const CURRENT = '/api/v2/performance_recaps/current';

/**
 * A person's recap in the open cycle: they answer its questions, their manager adds a note. Anyone else, or a
 * colleague of another company, finds no such person (404).
 */
export function performanceRecapRoutes(store: Store, now: () => number): Router {
  const router = Router();
  const today = () => new Date(now()).toISOString().slice(0, 10);

  const recapRow = (cycle: RecapCycleRow, person: User): PerformanceRecapRow => {
    const rows = store.all('performance_recaps');
    const found = rows.find((row) => row.cycle_id === cycle.id && row.user_id === person.id);
    if (found) return found;
    const row: PerformanceRecapRow = {
      id: store.nextId('performance_recaps'),
      company_id: person.company_id,
      cycle_id: cycle.id,
      user_id: person.id,
      answers: cycle.questions.map(() => ''),
      submitted_at: null,
      manager_note: '',
      manager_id: null,
      noted_at: null,
    };
    rows.push(row);
    return row;
  };

  const view = (cycle: RecapCycleRow, person: User, reader: User): PerformanceRecap => {
    const row = store
      .all('performance_recaps')
      .find((recap) => recap.cycle_id === cycle.id && recap.user_id === person.id);
    const mine = person.id === reader.id;
    return {
      cycle: recapCycleView(cycle),
      person: { id: person.id, displayName: person.display_name },
      answers: cycle.questions.map((_question, index) => row?.answers[index] ?? ''),
      submittedAt: row?.submitted_at ?? null,
      managerNote: mine ? null : (row?.manager_note ?? ''),
      notedAt: mine ? null : (row?.noted_at ?? null),
      mine,
    };
  };

  /** The person asked about (the reader when none is named) if the reader is them or their manager. */
  const personFor = (reader: User, userId: unknown): User | undefined => {
    if (userId === undefined || userId === '' || Number(userId) === reader.id) return reader;
    const person = store.rowsById('users').get(Number(userId));
    return person && person.company_id === reader.company_id && person.manager_id === reader.id ? person : undefined;
  };

  router.get('/performance_recaps/current', guardedBy('GET', CURRENT), (req, res) => {
    const { user } = subjectOf(res);
    const person = personFor(user, req.query.userId);
    if (!person) return sendError(res, 'not_found');
    const cycle = openCycleOf(store, user.company_id, today());
    res.json({ result: cycle ? view(cycle, person, user) : null });
  });

  router.put('/performance_recaps/current', guardedBy('PUT', CURRENT), (req, res) => {
    const { user } = subjectOf(res);
    const parsed = recapAnswersSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const cycle = openCycleOf(store, user.company_id, today());
    if (!cycle) return sendError(res, 'recap_cycle_closed');
    const answers = cycle.questions.map((_question, index) => parsed.data.answers[index] ?? '');
    if (answers.every((answer) => answer === '')) return sendError(res, 'growth_text_required');
    const row = recapRow(cycle, user);
    row.answers = answers;
    row.submitted_at = new Date(now()).toISOString();
    store.persist();
    res.json({ result: view(cycle, user, user) });
  });

  router.put(
    '/performance_recaps/current/:userId/manager_note',
    guardedBy('PUT', `${CURRENT}/:userId/manager_note`),
    (req, res) => {
      const { user } = subjectOf(res);
      const person = personFor(user, req.params.userId);
      if (!person || person.id === user.id) return sendError(res, 'not_found');
      const parsed = recapManagerNoteSchema.safeParse(req.body);
      if (!parsed.success) return refuseIssues(res, parsed.error.issues);
      const cycle = openCycleOf(store, user.company_id, today());
      if (!cycle) return sendError(res, 'recap_cycle_closed');
      const row = recapRow(cycle, person);
      row.manager_note = parsed.data.note;
      row.manager_id = user.id;
      row.noted_at = new Date(now()).toISOString();
      store.persist();
      res.json({ result: view(cycle, person, user) });
    },
  );

  return router;
}
