import type { Test } from 'supertest';
import type { CheckInRow, Database, FeedbackRequestRow, FeedbackResponseRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';

const send = ({ http, headers }: CaseContext, method: 'get' | 'post', path: string): Test =>
  http[method](path).set(headers);

/** A colleague of `user` who is neither them nor a persona (so no actor's own rows change). */
const colleagueOf = (db: Database, user: User) =>
  db.users.find(
    (other) =>
      other.company_id === user.company_id && other.id !== user.id && other.status === 'active' && !other.persona,
  )!;
/** Two colleagues of `user` other than them: the parties of feedback the actor has no part in. */
const strangersOf = (db: Database, user: User) => {
  const [first, second] = db.users.filter(
    (other) => other.company_id === user.company_id && other.id !== user.id && !other.persona,
  );
  return [first!, second!] as const;
};

const addRequest = (db: Database, requesterId: number, recipientId: number, companyId: number) => {
  const row: FeedbackRequestRow = {
    id: 9000 + db.feedback_requests.length,
    company_id: companyId,
    requester_id: requesterId,
    recipient_id: recipientId,
    topic: 'The launch',
    due_date: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
  db.feedback_requests.push(row);
  return row;
};

const addResponse = (db: Database, giverId: number, receiverId: number, companyId: number) => {
  const row: FeedbackResponseRow = {
    id: 9000 + db.feedback_responses.length,
    company_id: companyId,
    giver_id: giverId,
    receiver_id: receiverId,
    request_id: null,
    message: 'Clear and kind.',
    created_at: '2026-11-01T00:00:00.000Z',
  };
  db.feedback_responses.push(row);
  return row;
};

const addCheckIn = (db: Database, user: User) => {
  const row: CheckInRow = {
    id: 9000 + db.check_ins.length,
    company_id: user.company_id,
    user_id: user.id,
    period_start: '2026-11-02',
    period_end: '2026-11-08',
    went_well: 'Shipped',
    blockers: '',
    mood: 4,
    created_at: '2026-11-03T00:00:00.000Z',
    updated_at: '2026-11-03T00:00:00.000Z',
    manager_comment: null,
  };
  db.check_ins.push(row);
  return row;
};

/** A direct report of `user`, or `user` themselves when they lead nobody (their request is refused). */
const reportOf = (db: Database, user: User) => db.users.find((other) => other.manager_id === user.id) ?? user;
/** Someone whose manager the actor is not, and who is not the actor. */
const notMyReport = (db: Database, user: User) =>
  db.users.find(
    (other) => other.id !== user.id && other.manager_id !== user.id && other.company_id === user.company_id,
  )!;

/**
 * Feedback and check-ins (issue 18): `achievers` may use feedback, `checkInReaders` open check-ins,
 * `checkInWriters` write their own, `managers` read and answer their reports'. Another person's feedback
 * or check-in is 404 to everyone else, admins included.
 */
export function growthMatrixCases(groups: {
  achievers: readonly string[];
  checkInReaders: readonly string[];
  checkInWriters: readonly string[];
  managers: readonly string[];
}): Record<string, MatrixCase> {
  const { achievers, checkInReaders, checkInWriters, managers } = groups;
  return {
    'GET /api/v2/constructive_feedback/requests': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/constructive_feedback/requests'),
      leaks: ({ db, actor }, body) => {
        const lists = body as { toAnswer: { id: number }[]; asked: { id: number }[] };
        const mine = new Set(
          db.feedback_requests
            .filter((row) => row.requester_id === actor.user.id || row.recipient_id === actor.user.id)
            .map((row) => row.id),
        );
        return [...lists.toAnswer, ...lists.asked].some((row) => !mine.has(row.id));
      },
    },
    'GET /api/v2/constructive_feedback/requests/:id': {
      allowed: achievers,
      request: (ctx) => {
        const row = addRequest(
          ctx.db,
          ctx.actor.user.id,
          colleagueOf(ctx.db, ctx.actor.user).id,
          ctx.actor.user.company_id,
        );
        return send(ctx, 'get', `/api/v2/constructive_feedback/requests/${row.id}`);
      },
      foreign: (ctx) => {
        const [a, b] = strangersOf(ctx.db, ctx.actor.user);
        const row = addRequest(ctx.db, a.id, b.id, ctx.actor.user.company_id);
        return { request: send(ctx, 'get', `/api/v2/constructive_feedback/requests/${row.id}`) };
      },
    },
    'GET /api/v2/constructive_feedback/responses': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/constructive_feedback/responses'),
      leaks: ({ db, actor }, body) => {
        const mine = new Set(
          db.feedback_responses.filter((row) => row.receiver_id === actor.user.id).map((row) => row.id),
        );
        return (body as { result: { id: number }[] }).result.some((row) => !mine.has(row.id));
      },
    },
    'GET /api/v2/constructive_feedback/responses/:id': {
      allowed: achievers,
      request: (ctx) => {
        const row = addResponse(
          ctx.db,
          colleagueOf(ctx.db, ctx.actor.user).id,
          ctx.actor.user.id,
          ctx.actor.user.company_id,
        );
        return send(ctx, 'get', `/api/v2/constructive_feedback/responses/${row.id}`);
      },
      foreign: (ctx) => {
        const [a, b] = strangersOf(ctx.db, ctx.actor.user);
        const row = addResponse(ctx.db, a.id, b.id, ctx.actor.user.company_id);
        return { request: send(ctx, 'get', `/api/v2/constructive_feedback/responses/${row.id}`) };
      },
    },
    'GET /api/v2/constructive_feedback/colleagues': {
      allowed: achievers,
      request: (ctx) => send(ctx, 'get', '/api/v2/constructive_feedback/colleagues?search=a'),
      leaks: ({ db, actor }, body) => {
        const people = new Map(db.users.map((user) => [user.id, user]));
        return (body as { result: { id: number }[] }).result.some(
          (row) => people.get(row.id)?.company_id !== actor.user.company_id,
        );
      },
    },
    'POST /api/v2/constructive_feedback/requests': {
      allowed: achievers,
      request: (ctx) =>
        send(ctx, 'post', '/api/v2/constructive_feedback/requests').send({
          recipientId: colleagueOf(ctx.db, ctx.actor.user).id,
          topic: 'My demo',
        }),
    },
    'POST /api/v2/constructive_feedback/responses': {
      allowed: achievers,
      request: (ctx) => {
        const row = addRequest(
          ctx.db,
          colleagueOf(ctx.db, ctx.actor.user).id,
          ctx.actor.user.id,
          ctx.actor.user.company_id,
        );
        return send(ctx, 'post', '/api/v2/constructive_feedback/responses').send({
          requestId: row.id,
          message: 'Good pace.',
        });
      },
      // Answering a request made to someone else.
      foreign: (ctx) => {
        const [a, b] = strangersOf(ctx.db, ctx.actor.user);
        const row = addRequest(ctx.db, a.id, b.id, ctx.actor.user.company_id);
        return {
          request: send(ctx, 'post', '/api/v2/constructive_feedback/responses').send({
            requestId: row.id,
            message: 'Hi',
          }),
        };
      },
    },
    'POST /api/v2/constructive_feedback/requests/:id/resend': {
      allowed: achievers,
      request: (ctx) => {
        const row = addRequest(
          ctx.db,
          ctx.actor.user.id,
          colleagueOf(ctx.db, ctx.actor.user).id,
          ctx.actor.user.company_id,
        );
        return send(ctx, 'post', `/api/v2/constructive_feedback/requests/${row.id}/resend`);
      },
      // Resending a request someone else asked.
      foreign: (ctx) => {
        const [a, b] = strangersOf(ctx.db, ctx.actor.user);
        const row = addRequest(ctx.db, a.id, b.id, ctx.actor.user.company_id);
        return { request: send(ctx, 'post', `/api/v2/constructive_feedback/requests/${row.id}/resend`) };
      },
    },
    'GET /api/v2/check_ins': {
      allowed: checkInWriters,
      request: (ctx) => send(ctx, 'get', '/api/v2/check_ins'),
    },
    'POST /api/v2/check_ins': {
      allowed: checkInWriters,
      request: (ctx) => send(ctx, 'post', '/api/v2/check_ins').send({ wentWell: 'Shipped', blockers: '', mood: 4 }),
    },
    'GET /api/v2/check_ins/reports': {
      allowed: managers,
      request: (ctx) => send(ctx, 'get', '/api/v2/check_ins/reports'),
      leaks: ({ db, actor }, body) => {
        const people = new Map(db.users.map((user) => [user.id, user]));
        return (body as { result: { author: { id: number } }[] }).result.some(
          (row) => people.get(row.author.id)?.manager_id !== actor.user.id,
        );
      },
    },
    'GET /api/v2/check_ins/:id': {
      allowed: checkInReaders,
      request: (ctx) => send(ctx, 'get', `/api/v2/check_ins/${addCheckIn(ctx.db, ctx.actor.user).id}`),
      foreign: (ctx) => ({
        request: send(ctx, 'get', `/api/v2/check_ins/${addCheckIn(ctx.db, notMyReport(ctx.db, ctx.actor.user)).id}`),
      }),
    },
    'POST /api/v2/check_ins/:id/comments': {
      allowed: managers,
      request: (ctx) => {
        const row = addCheckIn(ctx.db, reportOf(ctx.db, ctx.actor.user));
        return send(ctx, 'post', `/api/v2/check_ins/${row.id}/comments`).send({ text: 'Well done' });
      },
      foreign: (ctx) => {
        const row = addCheckIn(ctx.db, notMyReport(ctx.db, ctx.actor.user));
        return { request: send(ctx, 'post', `/api/v2/check_ins/${row.id}/comments`).send({ text: 'Well done' }) };
      },
    },
  };
}
