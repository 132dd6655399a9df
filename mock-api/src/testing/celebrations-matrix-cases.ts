import type { Test } from 'supertest';
import type { Database, ReportFile, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { ADMIN_CELEBRATIONS, CELEBRATIONS_REPORT, celebrationIn } from './celebrations';

/** can-manage-awards (the admin menu's celebrations entry): admin, global or awards admin, in any tier. */
const CELEBRATION_ADMINS = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);

let nextId = 400_000;
const celebrationFor = (ctx: CaseContext, companyId: number) => celebrationIn(ctx.db, companyId, nextId++);
const ownCelebration = (ctx: CaseContext) => celebrationFor(ctx, ctx.actor.user.company_id);
const foreignCelebration = (ctx: CaseContext) => celebrationFor(ctx, otherCompanyOf(ctx.actor.user));

/** A generated celebrations export of the company, added straight to the db. */
function exportOf(db: Database, companyId: number): ReportFile {
  const file: ReportFile = {
    id: nextId++,
    company_id: companyId,
    user_id: db.users.find((user) => user.company_id === companyId)!.id,
    name: 'celebrations.csv',
    file_url: `/uploads/reports/celebrations-${nextId}.csv`,
    downloaded_at: null,
  };
  db.report_files.push(file);
  return file;
}

const withHeaders = (test: Test, { headers }: CaseContext) => test.set(headers);
const get = (ctx: CaseContext, path: string) => withHeaders(ctx.http.get(path), ctx);
const post = (ctx: CaseContext, path: string) => withHeaders(ctx.http.post(path), ctx);
const patch = (ctx: CaseContext, path: string) => withHeaders(ctx.http.patch(path), ctx);

const recordIds = (body: unknown) => ((body as { records?: { id: number }[] }).records ?? []).map((row) => row.id);
const colleagueOf = (ctx: CaseContext, companyId: number) =>
  ctx.db.users.find((user) => user.company_id === companyId && user.status === 'active' && !user.persona)!;

/** The celebration rows of the matrix, keyed `METHOD path`. */
export function celebrationsMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/admin/celebrations': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => {
        foreignCelebration(ctx);
        return get(ctx, `${ADMIN_CELEBRATIONS}?state=all`);
      },
      leaks: ({ db, actor }, body) => {
        const theirs = new Set(
          db.celebrations.filter((row) => row.company_id === actor.user.company_id).map((row) => row.id),
        );
        return recordIds(body).some((id) => !theirs.has(id));
      },
    },
    'GET /api/v2/admin/celebrations/metadata': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => get(ctx, `${ADMIN_CELEBRATIONS}/metadata?celebration_id=${ownCelebration(ctx).id}`),
      foreign: (ctx) => ({
        request: get(ctx, `${ADMIN_CELEBRATIONS}/metadata?celebration_id=${foreignCelebration(ctx).id}`),
      }),
    },
    'GET /api/v2/admin/celebrations/:id': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => get(ctx, `${ADMIN_CELEBRATIONS}/${ownCelebration(ctx).id}`),
      foreign: (ctx) => ({ request: get(ctx, `${ADMIN_CELEBRATIONS}/${foreignCelebration(ctx).id}`) }),
    },
    'POST /api/v2/admin/celebrations': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) =>
        post(ctx, ADMIN_CELEBRATIONS).send({
          type: 'custom_yearly_date',
          name: 'Matrix',
          celebrationDate: '2026-01-02',
        }),
    },
    'PATCH /api/v2/admin/celebrations/:id': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => patch(ctx, `${ADMIN_CELEBRATIONS}/${ownCelebration(ctx).id}`).send({ amount: 7 }),
      foreign: (ctx) => ({
        request: patch(ctx, `${ADMIN_CELEBRATIONS}/${foreignCelebration(ctx).id}`).send({ amount: 7 }),
      }),
    },
    'POST /api/v2/admin/celebrations/:id/reset': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => post(ctx, `${ADMIN_CELEBRATIONS}/${ownCelebration(ctx).id}/reset`),
      foreign: (ctx) => ({ request: post(ctx, `${ADMIN_CELEBRATIONS}/${foreignCelebration(ctx).id}/reset`) }),
    },
    'POST /api/v2/admin/celebrations/manually_give': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) =>
        post(ctx, `${ADMIN_CELEBRATIONS}/manually_give`).send({
          celebrationId: ownCelebration(ctx).id,
          userIds: [colleagueOf(ctx, ctx.actor.user.company_id).id],
        }),
      foreign: (ctx) => {
        const companyId = otherCompanyOf(ctx.actor.user);
        return {
          request: post(ctx, `${ADMIN_CELEBRATIONS}/manually_give`).send({
            celebrationId: celebrationFor(ctx, companyId).id,
            userIds: [colleagueOf(ctx, companyId).id],
          }),
        };
      },
    },
    'POST /api/v2/admin/celebrations/run_daily': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => post(ctx, `${ADMIN_CELEBRATIONS}/run_daily`),
    },
    'GET /api/v2/admin/celebrations_report': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => get(ctx, CELEBRATIONS_REPORT),
    },
    'GET /api/v2/admin/celebrations_report/:id': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) => get(ctx, `${CELEBRATIONS_REPORT}/${exportOf(ctx.db, ctx.actor.user.company_id).id}`),
      foreign: (ctx) => ({
        request: get(ctx, `${CELEBRATIONS_REPORT}/${exportOf(ctx.db, otherCompanyOf(ctx.actor.user)).id}`),
      }),
    },
    'PATCH /api/v2/admin/celebrations_report/:id': {
      allowed: CELEBRATION_ADMINS,
      request: (ctx) =>
        patch(ctx, `${CELEBRATIONS_REPORT}/${exportOf(ctx.db, ctx.actor.user.company_id).id}`).send({
          downloaded: true,
        }),
      foreign: (ctx) => ({
        request: patch(ctx, `${CELEBRATIONS_REPORT}/${exportOf(ctx.db, otherCompanyOf(ctx.actor.user)).id}`).send({
          downloaded: true,
        }),
      }),
    },
  };
}
