import { Router } from 'express';
import {
  checkInCadenceOf,
  checkInCommentProblem,
  checkInCommentSchema,
  checkInInputSchema,
  checkInPeriodOf,
  checkInProblems,
  type MyCheckIns,
  type ReportsCheckIns,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CheckInRow, User } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { checkInView } from './check-in-views';
import { checkInAnsweredEvent } from './check-in-notifications';
import type { Notifier } from '../notifications/notification-writer';
import { checkInPulseOf, pulseCheckSettingsOf, teamPulseOf } from '../pulse-checks/pulse-check-settings';

const newestFirst = (a: CheckInRow, b: CheckInRow) => b.period_start.localeCompare(a.period_start) || b.id - a.id;
/** How many of a person's or a team's check-ins a read answers. */
const HISTORY_LIMIT = 26;

/** Whose check-in it is or whose manager reads it: anyone else learns nothing (404). */
const mayRead = (row: CheckInRow, reader: User, people: ReadonlyMap<number, User>) =>
  row.user_id === reader.id || people.get(row.user_id)?.manager_id === reader.id;

/**
 * Check-ins (recognition §3 manager_check_in_settings.cadence, §6 CanAccessCheckIn; issue 18): a person
 * writes one per period of their cadence, their manager reads it and answers once.
 */
export function checkInRoutes(store: Store, now: () => number, notifier: Notifier): Router {
  const router = Router();
  const today = () => new Date(now()).toISOString().slice(0, 10);
  const periodFor = (user: User) => checkInPeriodOf(checkInCadenceOf(user.manager_check_in_settings?.cadence), today());

  router.get('/check_ins', guardedBy('GET', '/api/v2/check_ins'), (_req, res) => {
    const { user } = subjectOf(res);
    const people = store.rowsById('users');
    const period = periodFor(user);
    const own = store
      .all('check_ins')
      .filter((row) => row.user_id === user.id)
      .sort(newestFirst);
    const current = own.find((row) => row.period_start === period.start);
    const body: MyCheckIns = {
      cadence: checkInCadenceOf(user.manager_check_in_settings?.cadence),
      period,
      current: current ? checkInView(current, people) : null,
      history: own
        .filter((row) => row !== current)
        .slice(0, HISTORY_LIMIT)
        .map((row) => checkInView(row, people)),
      pulse: checkInPulseOf(subjectOf(res).company),
    };
    res.json(body);
  });

  // Writes this period's check-in, or changes it until the manager has answered.
  router.post('/check_ins', guardedBy('POST', '/api/v2/check_ins'), (req, res) => {
    const { user } = subjectOf(res);
    const body = checkInInputSchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const problem = Object.values(checkInProblems(body.data))[0];
    if (problem) return sendError(res, problem);
    const period = periodFor(user);
    const at = new Date(now()).toISOString();
    const rows = store.all('check_ins');
    const existing = rows.find((row) => row.user_id === user.id && row.period_start === period.start);
    if (existing?.manager_comment) return sendError(res, 'check_in_answered');
    const asked = checkInPulseOf(subjectOf(res).company) !== null;
    const pulse =
      asked && body.data.pulse ? { score: body.data.pulse.score, comment: body.data.pulse.comment.trim() } : null;
    const fields = {
      went_well: body.data.wentWell.trim(),
      blockers: body.data.blockers.trim(),
      mood: body.data.mood,
      pulse,
    };
    const row: CheckInRow = existing
      ? Object.assign(existing, fields, { updated_at: at })
      : {
          id: store.nextId('check_ins'),
          company_id: user.company_id,
          user_id: user.id,
          period_start: period.start,
          period_end: period.end,
          ...fields,
          created_at: at,
          updated_at: at,
          manager_comment: null,
        };
    if (!existing) rows.push(row);
    store.persist();
    res.status(existing ? 200 : 201).json(checkInView(row, store.rowsById('users')));
  });

  router.get('/check_ins/reports', guardedBy('GET', '/api/v2/check_ins/reports'), (_req, res) => {
    const { user, company } = subjectOf(res);
    const people = store.rowsById('users');
    const reports = store
      .all('check_ins')
      .filter((row) => people.get(row.user_id)?.manager_id === user.id)
      .sort(newestFirst);
    const individual = pulseCheckSettingsOf(company).managerView === 'individual';
    const body: ReportsCheckIns = {
      result: reports.slice(0, HISTORY_LIMIT).map((row) => checkInView(row, people, individual)),
      pulse: teamPulseOf(company, reports),
    };
    res.json(body);
  });

  router.get('/check_ins/:id', guardedBy('GET', '/api/v2/check_ins/:id'), (req, res) => {
    const { user } = subjectOf(res);
    const people = store.rowsById('users');
    const row = store.all('check_ins').find((checkIn) => String(checkIn.id) === req.params.id);
    if (!row || !mayRead(row, user, people)) return sendError(res, 'not_found');
    const individual = pulseCheckSettingsOf(subjectOf(res).company).managerView === 'individual';
    res.json(checkInView(row, people, row.user_id === user.id || individual));
  });

  // Only the writer's manager answers; the writer themselves may read but not answer.
  router.post('/check_ins/:id/comments', guardedBy('POST', '/api/v2/check_ins/:id/comments'), (req, res) => {
    const { user } = subjectOf(res);
    const people = store.rowsById('users');
    const row = store.all('check_ins').find((checkIn) => String(checkIn.id) === req.params.id);
    if (!row || people.get(row.user_id)?.manager_id !== user.id) return sendError(res, 'not_found');
    const body = checkInCommentSchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const problem = checkInCommentProblem(body.data.text);
    if (problem) return sendError(res, problem);
    if (row.manager_comment) return sendError(res, 'check_in_answered');
    row.manager_comment = {
      author_id: user.id,
      text: body.data.text.trim(),
      created_at: new Date(now()).toISOString(),
    };
    store.persist();
    notifier.notify([checkInAnsweredEvent(row, user)]);
    const individual = pulseCheckSettingsOf(subjectOf(res).company).managerView === 'individual';
    res.status(201).json(checkInView(row, people, individual));
  });

  return router;
}
