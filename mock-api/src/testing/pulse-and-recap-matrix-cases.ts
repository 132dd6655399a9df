import type { Test } from 'supertest';
import type { Database, RecapCycleRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';

const send = (ctx: CaseContext, method: 'get' | 'post' | 'put' | 'delete', path: string): Test =>
  ctx.http[method](path).set(ctx.headers);

/** A cycle open on any day the tests run, in the actor's company. */
function openCycle(db: Database, user: User): RecapCycleRow {
  const row: RecapCycleRow = {
    id: 9000 + db.recap_cycles.length,
    company_id: user.company_id,
    name: 'H2 recap',
    period_start: '2000-01-01',
    period_end: '2099-12-30',
    due_date: '2099-12-31',
    questions: ['What went well?'],
  };
  db.recap_cycles.push(row);
  return row;
}

/** A colleague who is neither the actor, their manager, nor their report. */
const strangerOf = (db: Database, user: User) =>
  db.users.find(
    (other) =>
      other.company_id === user.company_id &&
      other.id !== user.id &&
      other.id !== user.manager_id &&
      other.manager_id !== user.id &&
      other.status === 'active',
  )!;

/** Makes a stranger the actor's report: the manager's note is theirs to write. */
const reportOf = (db: Database, user: User) => {
  const report = strangerOf(db, user);
  report.manager_id = user.id;
  return report;
};

const CYCLE = {
  name: 'H2 2026 recap',
  periodStart: '2026-07-01',
  periodEnd: '2026-12-31',
  dueDate: '2027-01-15',
  questions: ['What are you proud of?'],
};
const PULSE = {
  enabled: true,
  question: 'How are you feeling about work this week?',
  scaleLabels: ['Very bad', 'Bad', 'Okay', 'Good', 'Great'],
  managerView: 'team_average',
  anonymityThreshold: 3,
};

/** The pulse check and recap cycle admin pages (global admins, as the menu says) and each person's recap. */
export function pulseAndRecapMatrixCases(achievers: readonly string[]): Record<string, MatrixCase> {
  const globalAdmins = ['global_admin', 'trial_admin'];
  const cyclePath = (ctx: CaseContext) => `/api/v2/admin/growth/recap_cycles/${openCycle(ctx.db, ctx.actor.user).id}`;
  return {
    'GET /api/v2/admin/growth/pulse_check': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/growth/pulse_check'),
    },
    'PUT /api/v2/admin/growth/pulse_check': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'put', '/api/v2/admin/growth/pulse_check').send(PULSE),
    },
    'GET /api/v2/admin/growth/recap_cycles': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/growth/recap_cycles'),
    },
    'POST /api/v2/admin/growth/recap_cycles': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'post', '/api/v2/admin/growth/recap_cycles').send(CYCLE),
    },
    'PUT /api/v2/admin/growth/recap_cycles/:id': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'put', cyclePath(ctx)).send(CYCLE),
    },
    'DELETE /api/v2/admin/growth/recap_cycles/:id': {
      allowed: globalAdmins,
      request: (ctx) => send(ctx, 'delete', cyclePath(ctx)),
    },
    'GET /api/v2/performance_recaps/current': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/performance_recaps/current'),
      foreign: (ctx) => ({
        request: send(ctx, 'get', `/api/v2/performance_recaps/current?userId=${strangerOf(ctx.db, ctx.actor.user).id}`),
      }),
    },
    'PUT /api/v2/performance_recaps/current': {
      allowed: achievers,
      request: (ctx) => {
        openCycle(ctx.db, ctx.actor.user);
        return send(ctx, 'put', '/api/v2/performance_recaps/current').send({ answers: ['Shipped'] });
      },
    },
    'PUT /api/v2/performance_recaps/current/:userId/manager_note': {
      allowed: achievers,
      request: (ctx) => {
        openCycle(ctx.db, ctx.actor.user);
        const report = reportOf(ctx.db, ctx.actor.user);
        return send(ctx, 'put', `/api/v2/performance_recaps/current/${report.id}/manager_note`).send({ note: 'Great' });
      },
      foreign: (ctx) => {
        openCycle(ctx.db, ctx.actor.user);
        const stranger = strangerOf(ctx.db, ctx.actor.user);
        return {
          request: send(ctx, 'put', `/api/v2/performance_recaps/current/${stranger.id}/manager_note`).send({
            note: 'Great',
          }),
        };
      },
    },
  };
}
