import type { ReportSubscription } from '@laurel/shared/contract';
import type { Database, ReportSubscriptionRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** The subscriptions menu entry (platform §6, reports): global admins, in any tier. */
const SUBSCRIBERS = ['global_admin', 'trial_admin'];
const BASE = '/api/v2/report_email_subscriptions';

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const activeIn = (db: Database, companyId: number) =>
  db.users.find((user) => user.company_id === companyId && user.status === 'active')!;

/** A subscription of `companyId`, added for the case. */
export function subscriptionIn(db: Database, companyId: number): ReportSubscriptionRow {
  const row: ReportSubscriptionRow = {
    id: 9000 + db.report_email_subscriptions.length,
    company_id: companyId,
    created_by_id: activeIn(db, companyId).id,
    report: 'points-given',
    frequency: 'weekly',
    format: 'summary',
    recipient_ids: [activeIn(db, companyId).id],
    message: '',
    next_send_at: '2026-11-30T08:00:00.000Z',
    last_sent_at: null,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
  };
  db.report_email_subscriptions.push(row);
  return row;
}

const formFor = (ctx: CaseContext) => ({
  report: 'participation',
  frequency: 'monthly',
  format: 'csv',
  recipientIds: [ctx.actor.user.id],
  message: 'For the leadership team',
});

const send = (ctx: CaseContext, method: 'post' | 'put' | 'delete' | 'get', path: string) =>
  ctx.http[method](path).set(ctx.headers);

/** The report subscription rows of the matrix, and the print recap's. */
export function subscriptionsMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/report_email_subscriptions': {
      allowed: SUBSCRIBERS,
      request: (ctx) => {
        subscriptionIn(ctx.db, otherCompanyOf(ctx.actor.user));
        return send(ctx, 'get', BASE);
      },
      leaks: ({ db, actor }, body) =>
        (body as { records: ReportSubscription[] }).records.some(
          (record) =>
            db.report_email_subscriptions.find((row) => row.id === record.id)?.company_id !== actor.user.company_id,
        ),
    },
    'POST /api/v2/report_email_subscriptions': {
      allowed: SUBSCRIBERS,
      request: (ctx) => send(ctx, 'post', BASE).send(formFor(ctx)),
    },
    'PUT /api/v2/report_email_subscriptions/:id': {
      allowed: SUBSCRIBERS,
      request: (ctx) =>
        send(ctx, 'put', `${BASE}/${subscriptionIn(ctx.db, ctx.actor.user.company_id).id}`).send(formFor(ctx)),
      foreign: (ctx) => ({
        request: send(ctx, 'put', `${BASE}/${subscriptionIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}`).send(
          formFor(ctx),
        ),
      }),
    },
    'DELETE /api/v2/report_email_subscriptions/:id': {
      allowed: SUBSCRIBERS,
      request: (ctx) => send(ctx, 'delete', `${BASE}/${subscriptionIn(ctx.db, ctx.actor.user.company_id).id}`),
      foreign: (ctx) => ({
        request: send(ctx, 'delete', `${BASE}/${subscriptionIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}`),
      }),
    },
    'DELETE /api/v2/report_email_subscriptions/delete_all': {
      allowed: SUBSCRIBERS,
      request: (ctx) => {
        subscriptionIn(ctx.db, ctx.actor.user.company_id);
        return send(ctx, 'delete', `${BASE}/delete_all`);
      },
      // Another company's subscriptions survive the delete.
      leaks: ({ db, actor }) => db.report_email_subscriptions.some((row) => row.company_id === actor.user.company_id),
    },
    'GET /api/v2/admin/subscriptions/outbox': {
      allowed: SUBSCRIBERS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/subscriptions/outbox'),
    },
    'GET /api/v2/admin/notifications/outbox': {
      allowed: SUBSCRIBERS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/notifications/outbox'),
    },
  };
}
