import type { Test } from 'supertest';
import type { Database, NominationPeriodRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import {
  ADMIN_NOMINATION_PERIODS,
  NOMINATION_PERIODS,
  NOMINATIONS,
  PUBLIC_NOMINATION_PERIODS,
  nominationIn,
  nominationPeriodForm,
  nominationPeriodIn,
} from './nominations';

/** can-access-nominations and can-manage-awards (programs §6): admin, global or awards admin in Appreciate, Connect or Achieve. */
const NOMINATION_ADMINS = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];
/** Personal fields a public answer must never carry. */
const PERSONAL_FIELDS = ['email', 'username', 'userId', 'nominatorId', 'nominatedUserId', 'reason', 'company_id'];

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleagueOf = (db: Database, companyId: number, ...not: User[]) =>
  db.users.find(
    (other) => other.company_id === companyId && other.status === 'active' && not.every((user) => user.id !== other.id),
  )!;

let nextId = 300_000;
/** An open period of the company for everyone, with one nomination by a colleague. */
function periodOf(ctx: CaseContext, companyId: number, overrides: Partial<NominationPeriodRow> = {}) {
  const colleague = colleagueOf(ctx.db, companyId, ctx.actor.user);
  const period = nominationPeriodIn(ctx.db, companyId, colleague, nextId++, overrides);
  const nominee = colleagueOf(ctx.db, companyId, colleague, ctx.actor.user);
  nominationIn(ctx.db, period, colleague, nominee, nextId++);
  return { period, nominee };
}
const own = (ctx: CaseContext, overrides?: Partial<NominationPeriodRow>) =>
  periodOf(ctx, ctx.actor.user.company_id, overrides);
const foreign = (ctx: CaseContext, overrides?: Partial<NominationPeriodRow>) =>
  periodOf(ctx, otherCompanyOf(ctx.actor.user), overrides);

const withHeaders = (test: Test, { headers }: CaseContext) => test.set(headers);
const get = (ctx: CaseContext, path: string) => withHeaders(ctx.http.get(path), ctx);
const patch = (ctx: CaseContext, path: string) => withHeaders(ctx.http.patch(path), ctx);

const periodsOutside = (db: Database, actor: User, body: unknown) => {
  const theirs = new Set(
    db.nomination_periods.filter((row) => row.company_id === actor.company_id).map((row) => row.id),
  );
  return ((body as { records?: { id: number }[] }).records ?? []).some((row) => !theirs.has(row.id));
};
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : [];

/** The nomination rows of the matrix, keyed `METHOD path`. */
export function nominationsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  const users = everyone.filter((name) => name !== 'free_user' && name !== 'tier_alpha_user');
  const adminPatch = (suffix: string, body: (ctx: CaseContext, nominee: User) => object): MatrixCase => ({
    allowed: NOMINATION_ADMINS,
    request: (ctx) => {
      const { period, nominee } = own(ctx);
      return patch(ctx, `${ADMIN_NOMINATION_PERIODS}/${period.id}${suffix}`).send(body(ctx, nominee));
    },
    foreign: (ctx) => {
      const { period, nominee } = foreign(ctx);
      return { request: patch(ctx, `${ADMIN_NOMINATION_PERIODS}/${period.id}${suffix}`).send(body(ctx, nominee)) };
    },
  });
  return {
    'POST /api/v2/admin/nomination_periods': {
      allowed: NOMINATION_ADMINS,
      request: (ctx) => withHeaders(ctx.http.post(ADMIN_NOMINATION_PERIODS), ctx).send(nominationPeriodForm()),
    },
    'PATCH /api/v2/admin/nomination_periods/:id': adminPatch('', () => ({ name: 'Renamed', visibility: 'public' })),
    'PATCH /api/v2/admin/nomination_periods/:id/favorites': adminPatch('/favorites', (_ctx, nominee) => ({
      userIdsToAdd: [nominee.id],
    })),
    'PATCH /api/v2/admin/nomination_periods/:id/close_now': adminPatch('/close_now', () => ({})),
    'DELETE /api/v2/admin/nomination_periods/:id': {
      allowed: NOMINATION_ADMINS,
      request: (ctx) => withHeaders(ctx.http.delete(`${ADMIN_NOMINATION_PERIODS}/${own(ctx).period.id}`), ctx),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.delete(`${ADMIN_NOMINATION_PERIODS}/${foreign(ctx).period.id}`), ctx),
      }),
    },
    'GET /api/v2/admin/nomination_periods': {
      allowed: NOMINATION_ADMINS,
      request: (ctx) => {
        foreign(ctx);
        return get(ctx, `${ADMIN_NOMINATION_PERIODS}?per_page=100`);
      },
      leaks: ({ db, actor }, body) => periodsOutside(db, actor.user, body),
    },
    'GET /api/v2/admin/nomination_periods/:id': {
      allowed: NOMINATION_ADMINS,
      request: (ctx) => get(ctx, `${ADMIN_NOMINATION_PERIODS}/${own(ctx).period.id}`),
      foreign: (ctx) => ({ request: get(ctx, `${ADMIN_NOMINATION_PERIODS}/${foreign(ctx).period.id}`) }),
    },
    'GET /api/v2/nomination_periods': {
      allowed: users,
      request: (ctx) => {
        foreign(ctx);
        own(ctx);
        return get(ctx, NOMINATION_PERIODS);
      },
      leaks: ({ db, actor }, body) => periodsOutside(db, actor.user, body),
    },
    'GET /api/v2/nomination_periods/:id': {
      allowed: users,
      request: (ctx) => get(ctx, `${NOMINATION_PERIODS}/${own(ctx).period.id}`),
      foreign: (ctx) => ({ request: get(ctx, `${NOMINATION_PERIODS}/${foreign(ctx).period.id}`) }),
      // Another nominator's nominations are not the reader's.
      leaks: (_ctx, body) => ((body as { currentUserNominations?: unknown[] }).currentUserNominations ?? []).length > 0,
    },
    'GET /api/v2/nomination_periods/:id/nominees': {
      allowed: users,
      request: (ctx) => get(ctx, `${NOMINATION_PERIODS}/${own(ctx).period.id}/nominees`),
      foreign: (ctx) => ({ request: get(ctx, `${NOMINATION_PERIODS}/${foreign(ctx).period.id}/nominees`) }),
      leaks: ({ db, actor }, body) => {
        const colleagues = new Set(
          db.users.filter((user) => user.company_id === actor.user.company_id).map((user) => user.id),
        );
        return ((body as { result?: { id: number }[] }).result ?? []).some(
          (row) => !colleagues.has(row.id) || row.id === actor.user.id,
        );
      },
    },
    'GET /api/v2/nominations': {
      allowed: users,
      request: (ctx) => {
        own(ctx);
        foreign(ctx);
        return get(ctx, NOMINATIONS);
      },
      leaks: ({ actor }, body) =>
        ((body as { records?: { nominatorId: number }[] }).records ?? []).some(
          (row) => row.nominatorId !== actor.user.id,
        ),
    },
    'POST /api/v2/nominations': {
      allowed: users,
      request: (ctx) => {
        const { period, nominee } = own(ctx);
        return withHeaders(ctx.http.post(NOMINATIONS), ctx).send({
          nominationPeriodId: period.id,
          nominatedUserId: nominee.id,
          reason: 'Matrix',
        });
      },
      foreign: (ctx) => {
        const { period, nominee } = foreign(ctx);
        return {
          request: withHeaders(ctx.http.post(NOMINATIONS), ctx).send({
            nominationPeriodId: period.id,
            nominatedUserId: nominee.id,
            reason: 'Matrix',
          }),
        };
      },
    },
    // Read without any header, as a visitor to /share/nominations/{id} would; an admin-only period is not found.
    'GET /api/v2/public/nomination_periods/:id': {
      allowed: everyone,
      // A period of the main company: one whose tier has no nominations shares nothing (tested beside the route).
      request: (ctx) =>
        ctx.http.get(`${PUBLIC_NOMINATION_PERIODS}/${periodOf(ctx, 1, { visibility: 'public' }).period.id}`),
      foreign: (ctx) => ({ request: ctx.http.get(`${PUBLIC_NOMINATION_PERIODS}/${periodOf(ctx, 1).period.id}`) }),
      leaks: (_ctx, body) => keysOf(body).some((key) => PERSONAL_FIELDS.includes(key)),
    },
  };
}
