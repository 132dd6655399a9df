import { Router, type Response } from 'express';
import {
  actionItemSchema,
  itemDoneSchema,
  localDayOf,
  meetingNotesSchema,
  oneOnOneDateProblem,
  oneOnOneScheduleSchema,
  oneOnOneStartSchema,
  talkingPointSchema,
  type OneOnOneSchedule,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { OneOnOneItemRow, OneOnOneRow, User } from '../db/types';
import type { Notifier } from '../notifications/notification-writer';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { refuseIssues } from '../company-settings/settings-refusal';
import { colleagueOf, directReportsOf, pairOf } from './growth-people';
import { meetingsOfPair, oneOnOneView, pairView } from './one-on-one-view';
import { dayAfter, oneOnOneSettingsOf } from './growth-settings';
import { endMeeting } from './end-meeting';
import { viewerTimeZoneOf } from '../company-defaults/viewer-time-zone';

const BASE = '/api/v2/one_on_ones';

interface OneOnOneRouteOptions {
  notifier: Notifier;
  now: () => number;
}

/** The meeting at `:id` if the caller is one of its two people; anyone else is told it does not exist. */
function meetingFor(store: Store, res: Response, id: string | undefined): OneOnOneRow | undefined {
  const { user } = subjectOf(res);
  const row = store.rowsById('one_on_ones').get(Number(id));
  if (row && row.company_id === user.company_id && (row.manager_id === user.id || row.report_id === user.id)) {
    return row;
  }
  sendError(res, 'not_found');
  return undefined;
}

/** An open meeting of the caller's, or a refusal: an ended meeting is a record, not an agenda. */
function openMeetingFor(store: Store, res: Response, id: string | undefined): OneOnOneRow | undefined {
  const row = meetingFor(store, res, id);
  if (row?.status === 'ended') {
    sendError(res, 'one_on_one_ended');
    return undefined;
  }
  return row;
}

const nextItemId = (row: OneOnOneRow) =>
  Math.max(0, ...row.talking_points.map((item) => item.id), ...row.action_items.map((item) => item.id)) + 1;

export function oneOnOneRoutes(store: Store, { notifier, now }: OneOnOneRouteOptions): Router {
  const router = Router();
  /** A date before the caller's today (in their time zone) is refused: a meeting is planned, not back-dated. */
  const scheduleProblem = (res: Response, schedule: OneOnOneSchedule) => {
    const { user, company } = subjectOf(res);
    return oneOnOneDateProblem(schedule.scheduledFor, localDayOf(now(), viewerTimeZoneOf(user as User, company)));
  };
  const answer = (res: Response, row: OneOnOneRow, status = 200) => {
    store.persist();
    res.status(status).json({ result: oneOnOneView(store, row, subjectOf(res).user as User) });
  };
  // A moved meeting is told again: its key names the new date, so the notifier does not fold it into the first.
  const notifyNewMeeting = (row: OneOnOneRow, actor: User, people: readonly number[], moved = false) =>
    notifier.notify(
      people.map((userId) => ({
        userId,
        companyId: row.company_id,
        type: 'one_on_one_new_meeting',
        message: `${actor.display_name} scheduled your one-on-one for ${row.scheduled_for}`,
        action: `/one-on-ones/${row.id}`,
        actorId: actor.id,
        eventKey: `one_on_one_new_meeting:${row.id}${moved ? `:${row.scheduled_for}T${row.scheduled_time ?? ''}` : ''}`,
      })),
    );

  router.get('/one_on_ones', guardedBy('GET', BASE), (_req, res) => {
    const me = subjectOf(res).user as User;
    const manager = me.manager_id === null ? undefined : colleagueOf(store, me.company_id, me.manager_id);
    const pairs = [
      ...(manager ? [pairView(store, me, manager, 'report')] : []),
      ...directReportsOf(store, me).map((report) => pairView(store, me, report, 'manager')),
    ];
    res.json({ result: { pairs } });
  });

  router.post('/one_on_ones', guardedBy('POST', BASE), (req, res) => {
    const parsed = oneOnOneStartSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const me = subjectOf(res).user as User;
    const partner = colleagueOf(store, me.company_id, parsed.data.partnerId);
    const pair = partner && pairOf(me, partner);
    if (!pair) return sendError(res, 'not_found');
    const open = meetingsOfPair(store, pair.manager, pair.report).find((row) => row.status === 'open');
    if (open) return answer(res, open);
    const { schedule } = parsed.data;
    const problem = schedule && scheduleProblem(res, schedule);
    if (problem) return sendError(res, problem);
    const row: OneOnOneRow = {
      id: store.nextId('one_on_ones'),
      company_id: me.company_id,
      manager_id: pair.manager.id,
      report_id: pair.report.id,
      scheduled_for: schedule?.scheduledFor ?? dayAfter(now(), 0),
      scheduled_time: schedule?.scheduledTime ?? null,
      status: 'open',
      ended_at: null,
      talking_points: [],
      action_items: [],
      shared_notes: '',
      decisions: '',
      private_notes: {},
    };
    store.all('one_on_ones').push(row);
    notifyNewMeeting(row, me, [partner.id]);
    answer(res, row, 201);
  });

  router.get('/one_on_ones/recap', guardedBy('GET', `${BASE}/recap`), (req, res) => {
    const me = subjectOf(res).user as User;
    const partnerId = Number(req.query.partnerId);
    const ended = store
      .all('one_on_ones')
      .filter(
        (row) =>
          row.status === 'ended' &&
          (row.manager_id === me.id || row.report_id === me.id) &&
          (!partnerId || row.manager_id === partnerId || row.report_id === partnerId),
      )
      .sort((a, b) => (a.ended_at! < b.ended_at! ? -1 : 1))
      .at(-1);
    if (!ended || ended.company_id !== me.company_id) return sendError(res, 'not_found');
    res.json({ result: oneOnOneView(store, ended, me) });
  });

  router.get('/one_on_ones/:id', guardedBy('GET', `${BASE}/:id`), (req, res) => {
    const row = meetingFor(store, res, req.params.id);
    if (row) answer(res, row);
  });

  router.post('/one_on_ones/:id/talking_points', guardedBy('POST', `${BASE}/:id/talking_points`), (req, res) => {
    const row = openMeetingFor(store, res, req.params.id);
    if (!row) return;
    const parsed = talkingPointSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const item: OneOnOneItemRow = {
      id: nextItemId(row),
      text: parsed.data.text,
      person_id: subjectOf(res).user.id,
      done: false,
      carried_from: null,
    };
    row.talking_points.push(item);
    answer(res, row, 201);
  });

  router.post('/one_on_ones/:id/action_items', guardedBy('POST', `${BASE}/:id/action_items`), (req, res) => {
    const row = openMeetingFor(store, res, req.params.id);
    if (!row) return;
    const parsed = actionItemSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    if (![row.manager_id, row.report_id].includes(parsed.data.ownerId)) return sendError(res, 'bad_request');
    row.action_items.push({
      id: nextItemId(row),
      text: parsed.data.text,
      person_id: parsed.data.ownerId,
      done: false,
      carried_from: null,
    });
    answer(res, row, 201);
  });

  for (const list of ['talking_points', 'action_items'] as const) {
    router.patch(`/one_on_ones/:id/${list}/:itemId`, guardedBy('PATCH', `${BASE}/:id/${list}/:itemId`), (req, res) => {
      const row = openMeetingFor(store, res, req.params.id);
      if (!row) return;
      const item = row[list].find((candidate) => candidate.id === Number(req.params.itemId));
      if (!item) return sendError(res, 'not_found');
      const parsed = itemDoneSchema.safeParse(req.body);
      if (!parsed.success) return refuseIssues(res, parsed.error.issues);
      item.done = parsed.data.done;
      answer(res, row);
    });
  }

  router.put('/one_on_ones/:id/notes', guardedBy('PUT', `${BASE}/:id/notes`), (req, res) => {
    const row = openMeetingFor(store, res, req.params.id);
    if (!row) return;
    const parsed = meetingNotesSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const version = row.notes_version ?? 0;
    const sharedChanged = parsed.data.sharedNotes !== row.shared_notes || parsed.data.decisions !== row.decisions;
    if (sharedChanged && parsed.data.baseVersion !== undefined && parsed.data.baseVersion !== version) {
      return sendError(res, 'one_on_one_notes_conflict');
    }
    if (sharedChanged) row.notes_version = version + 1;
    row.shared_notes = parsed.data.sharedNotes;
    row.decisions = parsed.data.decisions;
    row.private_notes[String(subjectOf(res).user.id)] = parsed.data.myPrivateNotes;
    answer(res, row);
  });

  router.put('/one_on_ones/:id/schedule', guardedBy('PUT', `${BASE}/:id/schedule`), (req, res) => {
    const row = openMeetingFor(store, res, req.params.id);
    if (!row) return;
    const parsed = oneOnOneScheduleSchema.safeParse(req.body);
    if (!parsed.success) return refuseIssues(res, parsed.error.issues);
    const problem = scheduleProblem(res, parsed.data);
    if (problem) return sendError(res, problem);
    const moved =
      row.scheduled_for !== parsed.data.scheduledFor || (row.scheduled_time ?? null) !== parsed.data.scheduledTime;
    row.scheduled_for = parsed.data.scheduledFor;
    row.scheduled_time = parsed.data.scheduledTime;
    const me = subjectOf(res).user as User;
    if (moved)
      notifyNewMeeting(
        row,
        me,
        [row.manager_id, row.report_id].filter((id) => id !== me.id),
        true,
      );
    answer(res, row);
  });

  router.post('/one_on_ones/:id/end', guardedBy('POST', `${BASE}/:id/end`), (req, res) => {
    const row = openMeetingFor(store, res, req.params.id);
    if (!row) return;
    const me = subjectOf(res).user as User;
    const { cadenceDays } = oneOnOneSettingsOf(subjectOf(res).company);
    const next = endMeeting(row, { id: store.nextId('one_on_ones'), moment: now(), cadenceDays });
    store.all('one_on_ones').push(next);
    notifyNewMeeting(
      next,
      me,
      [row.manager_id, row.report_id].filter((id) => id !== me.id),
    );
    store.persist();
    res.json({ result: { ended: oneOnOneView(store, row, me), next: oneOnOneView(store, next, me) } });
  });

  return router;
}
