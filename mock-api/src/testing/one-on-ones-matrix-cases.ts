import type { Test } from 'supertest';
import type { Database, GoalRow, OneOnOneRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** Stranger to `user`: a colleague who is neither them, their manager nor their report. */
const strangerOf = (db: Database, user: User, not: readonly number[] = []) =>
  db.users.find(
    (other) =>
      other.company_id === user.company_id &&
      other.id !== user.id &&
      other.id !== user.manager_id &&
      other.manager_id !== user.id &&
      !not.includes(other.id) &&
      other.status === 'active',
  )!;

/** A meeting with `report` as its report and a colleague as manager; the handler checks only who is in it. */
function meetingOf(db: Database, report: User, status: OneOnOneRow['status'] = 'open'): OneOnOneRow {
  const row: OneOnOneRow = {
    id: 9000 + db.one_on_ones.length,
    company_id: report.company_id,
    manager_id: strangerOf(db, report).id,
    report_id: report.id,
    scheduled_for: '2026-11-22',
    status,
    ended_at: status === 'ended' ? '2026-11-22T10:00:00.000Z' : null,
    talking_points: [{ id: 1, text: 'Roadmap', person_id: report.id, done: false, carried_from: null }],
    action_items: [{ id: 2, text: 'Share the plan', person_id: report.id, done: false, carried_from: null }],
    shared_notes: '',
    decisions: '',
    private_notes: {},
  };
  db.one_on_ones.push(row);
  return row;
}

/** Two other people's meeting: nobody else may know it exists. */
function othersMeeting(db: Database, user: User): OneOnOneRow {
  const report = strangerOf(db, user);
  const row = meetingOf(db, report);
  if (row.manager_id === user.id) row.manager_id = strangerOf(db, user, [report.id]).id;
  return row;
}

function goalOf(db: Database, owner: User): GoalRow {
  const row: GoalRow = {
    id: 9000 + db.goals.length,
    company_id: owner.company_id,
    owner_id: owner.id,
    title: 'Ship the beta',
    description: '',
    due_date: null,
    progress: 10,
    status: 'on_track',
    initiative_id: null,
    comments: [],
    updated_at: '2026-11-22T10:00:00.000Z',
  };
  db.goals.push(row);
  return row;
}

const GOAL = {
  title: 'Learn the billing domain',
  description: '',
  dueDate: null,
  progress: 0,
  status: 'on_track',
  initiativeId: null,
};

const send = (ctx: CaseContext, method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string): Test =>
  ctx.http[method](path).set(ctx.headers);
const meetingPath = (row: OneOnOneRow, rest = '') => `/api/v2/one_on_ones/${row.id}${rest}`;

/** A meeting row's case: the actor's own meeting is theirs, two other people's is 404. */
const meetingCase = (
  allowed: readonly string[],
  method: 'get' | 'post' | 'patch' | 'put',
  rest: string,
  body?: object,
): MatrixCase => ({
  allowed,
  request: (ctx) => send(ctx, method, meetingPath(meetingOf(ctx.db, ctx.actor.user), rest)).send(body),
  foreign: (ctx) => ({
    request: send(ctx, method, meetingPath(othersMeeting(ctx.db, ctx.actor.user), rest)).send(body),
  }),
});

/** One-on-ones and goals: whoever uses Achieve; the growth admin pages: whom the admin menu shows them to. */
export function oneOnOnesMatrixCases(achievers: readonly string[]): Record<string, MatrixCase> {
  // Platform §6 as the admin menu says it, in any tier: can-manage-awards, and global admins.
  const settingsAdmins = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];
  const initiativeAdmins = ['global_admin', 'trial_admin'];
  const initiativeOf = (ctx: CaseContext) => {
    const row = {
      id: 9000 + ctx.db.company_initiatives.length,
      company_id: ctx.actor.user.company_id,
      title: 'Grow',
      description: '',
    };
    ctx.db.company_initiatives.push(row);
    return row;
  };
  return {
    'GET /api/v2/one_on_ones': { allowed: achievers, request: (ctx) => send(ctx, 'get', '/api/v2/one_on_ones') },
    'POST /api/v2/one_on_ones': {
      allowed: achievers,
      // A meeting with one's manager, or else with one's report.
      request: (ctx) => {
        const me = ctx.actor.user;
        const partner = me.manager_id ?? ctx.db.users.find((user) => user.manager_id === me.id)?.id ?? 0;
        return send(ctx, 'post', '/api/v2/one_on_ones').send({ partnerId: partner });
      },
      foreign: (ctx) => ({
        request: send(ctx, 'post', '/api/v2/one_on_ones').send({ partnerId: strangerOf(ctx.db, ctx.actor.user).id }),
      }),
    },
    'GET /api/v2/one_on_ones/recap': {
      allowed: achievers,
      request: (ctx) => {
        meetingOf(ctx.db, ctx.actor.user, 'ended');
        return send(ctx, 'get', '/api/v2/one_on_ones/recap');
      },
    },
    'GET /api/v2/one_on_ones/:id': {
      ...meetingCase(achievers, 'get', ''),
      leaks: ({ actor }, body) => {
        const { manager, report } = (body as { result: { manager: { id: number }; report: { id: number } } }).result;
        return manager.id !== actor.user.id && report.id !== actor.user.id;
      },
    },
    'POST /api/v2/one_on_ones/:id/talking_points': meetingCase(achievers, 'post', '/talking_points', { text: 'Goals' }),
    'PATCH /api/v2/one_on_ones/:id/talking_points/:itemId': meetingCase(achievers, 'patch', '/talking_points/1', {
      done: true,
    }),
    'POST /api/v2/one_on_ones/:id/action_items': {
      allowed: achievers,
      request: (ctx) =>
        send(ctx, 'post', meetingPath(meetingOf(ctx.db, ctx.actor.user), '/action_items')).send({
          text: 'Write it up',
          ownerId: ctx.actor.user.id,
        }),
      foreign: (ctx) => ({
        request: send(ctx, 'post', meetingPath(othersMeeting(ctx.db, ctx.actor.user), '/action_items')).send({
          text: 'Write it up',
          ownerId: ctx.actor.user.id,
        }),
      }),
    },
    'PATCH /api/v2/one_on_ones/:id/action_items/:itemId': meetingCase(achievers, 'patch', '/action_items/2', {
      done: true,
    }),
    'PUT /api/v2/one_on_ones/:id/notes': meetingCase(achievers, 'put', '/notes', {
      sharedNotes: 'Agreed',
      decisions: '',
      myPrivateNotes: 'Mine',
    }),
    'PUT /api/v2/one_on_ones/:id/schedule': meetingCase(achievers, 'put', '/schedule', {
      scheduledFor: '2099-01-04',
      scheduledTime: '09:30',
    }),
    'POST /api/v2/one_on_ones/:id/end': meetingCase(achievers, 'post', '/end'),
    'GET /api/v2/goals': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/goals'),
      foreign: (ctx) => ({
        request: send(ctx, 'get', `/api/v2/goals?userId=${strangerOf(ctx.db, ctx.actor.user).id}`),
      }),
    },
    'POST /api/v2/goals': { allowed: achievers, request: (ctx) => send(ctx, 'post', '/api/v2/goals').send(GOAL) },
    'PATCH /api/v2/goals/:id': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'patch', `/api/v2/goals/${goalOf(ctx.db, ctx.actor.user).id}`).send(GOAL),
      foreign: (ctx) => ({
        request: send(ctx, 'patch', `/api/v2/goals/${goalOf(ctx.db, strangerOf(ctx.db, ctx.actor.user)).id}`).send(
          GOAL,
        ),
      }),
    },
    'POST /api/v2/goals/:id/comments': {
      allowed: achievers,
      request: (ctx) =>
        send(ctx, 'post', `/api/v2/goals/${goalOf(ctx.db, ctx.actor.user).id}/comments`).send({ text: 'Nice' }),
      foreign: (ctx) => ({
        request: send(
          ctx,
          'post',
          `/api/v2/goals/${goalOf(ctx.db, strangerOf(ctx.db, ctx.actor.user)).id}/comments`,
        ).send({
          text: 'Nice',
        }),
      }),
    },
    'GET /api/v2/company_initiatives': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/company_initiatives'),
    },
    'GET /api/v2/admin/growth/one_on_ones': {
      allowed: settingsAdmins,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/growth/one_on_ones'),
    },
    'PATCH /api/v2/admin/growth/one_on_ones': {
      allowed: settingsAdmins,
      request: (ctx) =>
        send(ctx, 'patch', '/api/v2/admin/growth/one_on_ones').send({ cadenceDays: 14, reminderDays: 1 }),
    },
    'GET /api/v2/admin/growth/one_on_ones/logs': {
      allowed: ['awards_admin'],
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/growth/one_on_ones/logs'),
    },
    'GET /api/v2/admin/growth/company_initiatives': {
      allowed: initiativeAdmins,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/growth/company_initiatives'),
    },
    'POST /api/v2/admin/growth/company_initiatives': {
      allowed: initiativeAdmins,
      request: (ctx) =>
        send(ctx, 'post', '/api/v2/admin/growth/company_initiatives').send({ title: 'Grow', description: '' }),
    },
    'PATCH /api/v2/admin/growth/company_initiatives/:id': {
      allowed: initiativeAdmins,
      request: (ctx) =>
        send(ctx, 'patch', `/api/v2/admin/growth/company_initiatives/${initiativeOf(ctx).id}`).send({
          title: 'Grow more',
          description: '',
        }),
    },
    'DELETE /api/v2/admin/growth/company_initiatives/:id': {
      allowed: initiativeAdmins,
      request: (ctx) => send(ctx, 'delete', `/api/v2/admin/growth/company_initiatives/${initiativeOf(ctx).id}`),
    },
  };
}
