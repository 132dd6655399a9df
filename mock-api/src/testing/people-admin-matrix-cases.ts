import type { Database, ReportedPostRow, User, UserImportRowRecord } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { EVERYONE } from './matrix-cases';

/** User accounts, imported users and reported posts are global admin's menu entries (platform §6), in any tier. */
const GLOBAL_ADMINS = ['global_admin', 'trial_admin'];

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleagueIn = (db: Database, companyId: number, not?: User) =>
  db.users.find(
    (user) => user.company_id === companyId && user.status === 'active' && !user.persona && user.id !== not?.id,
  )!;
/** A public recognition the user did not give and has not reported yet (a spoofed employee reports as themselves). */
const publicBonusNotBy = (db: Database, companyId: number, user: User) =>
  db.bonuses.find(
    (bonus) =>
      bonus.company_id === companyId &&
      bonus.privacy === 'publicly_visible' &&
      bonus.giver_id !== user.id &&
      !db.reported_posts.some(
        (row) => row.post_id === bonus.id && row.reports.some((report) => report.reporter_id === user.id),
      ),
  )!;

const send = (ctx: CaseContext, method: 'get' | 'post' | 'patch', path: string) =>
  ctx.http[method](path).set(ctx.headers);

function importIn(db: Database, companyId: number): UserImportRowRecord {
  const row: UserImportRowRecord = {
    id: 9000 + db.user_imports.length,
    company_id: companyId,
    created_by: colleagueIn(db, companyId).id,
    created_at: '2026-11-20T00:00:00.000Z',
    file_name: 'people.csv',
    status: 'preview',
    rows: [
      {
        line: 2,
        email: `new.person.${db.user_imports.length}@laurel.example`,
        first_name: 'New',
        last_name: 'Person',
        department: '',
        manager_email: '',
        role: '',
        action: 'create',
        errors: [],
      },
    ],
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    finished_at: null,
  };
  db.user_imports.push(row);
  return row;
}

function reportedPostIn(db: Database, companyId: number): ReportedPostRow {
  const bonus = db.bonuses.find((candidate) => candidate.company_id === companyId)!;
  const row: ReportedPostRow = {
    id: 9000 + db.reported_posts.length,
    company_id: companyId,
    post_type: 'bonus',
    post_id: bonus.id,
    status: 'open',
    reports: [{ reporter_id: colleagueIn(db, companyId).id, reason: 'Rude', created_at: '2026-11-20T00:00:00.000Z' }],
    resolved_by: null,
    resolved_at: null,
  };
  db.reported_posts.push(row);
  return row;
}

const CSV = 'email,first_name,last_name\r\nmatrix.person@laurel.example,Matrix,Person\r\n';
const upload = (ctx: CaseContext) =>
  send(ctx, 'post', '/api/v2/admin/user_imports').attach('file', Buffer.from(CSV), {
    filename: 'people.csv',
    contentType: 'text/csv',
  });

const outsideCompany = (ctx: CaseContext, rows: { company_id?: number }[]) =>
  rows.some((row) => row.company_id !== undefined && row.company_id !== ctx.actor.user.company_id);

/** The people admin rows of the matrix: user accounts, imports, reports of posts and their decisions. */
export function peopleAdminMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/admin/users': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/users?page=1'),
      leaks: ({ db, actor }, body) => {
        const shown = (body as { users: { id: number }[] }).users;
        const people = new Map(db.users.map((user) => [user.id, user]));
        return shown.some(({ id }) => people.get(id)?.company_id !== actor.user.company_id);
      },
    },
    'PATCH /api/v2/admin/users/:id': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => {
        const person = colleagueIn(ctx.db, ctx.actor.user.company_id, ctx.actor.user);
        const department = person.custom_properties.department === 'Sales' ? 'Marketing' : 'Sales';
        return send(ctx, 'patch', `/api/v2/admin/users/${person.id}`).send({ department });
      },
      foreign: (ctx) => ({
        request: send(
          ctx,
          'patch',
          `/api/v2/admin/users/${colleagueIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}`,
        ).send({ department: 'Sales' }),
      }),
    },
    'GET /api/v2/admin/user_imports': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => {
        importIn(ctx.db, otherCompanyOf(ctx.actor.user));
        return send(ctx, 'get', '/api/v2/admin/user_imports');
      },
      leaks: (ctx, body) => {
        const ids = new Set((body as { result: { id: number }[] }).result.map((row) => row.id));
        return outsideCompany(
          ctx,
          ctx.db.user_imports.filter((row) => ids.has(row.id)),
        );
      },
    },
    'POST /api/v2/admin/user_imports': { allowed: GLOBAL_ADMINS, request: upload },
    'GET /api/v2/admin/user_imports/:id': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        send(ctx, 'get', `/api/v2/admin/user_imports/${importIn(ctx.db, ctx.actor.user.company_id).id}`),
      foreign: (ctx) => ({
        request: send(ctx, 'get', `/api/v2/admin/user_imports/${importIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}`),
      }),
    },
    'POST /api/v2/admin/user_imports/:id/run': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        send(ctx, 'post', `/api/v2/admin/user_imports/${importIn(ctx.db, ctx.actor.user.company_id).id}/run`),
      foreign: (ctx) => ({
        request: send(
          ctx,
          'post',
          `/api/v2/admin/user_imports/${importIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}/run`,
        ),
      }),
    },
    'GET /api/v2/admin/reported_posts': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => {
        reportedPostIn(ctx.db, otherCompanyOf(ctx.actor.user));
        return send(ctx, 'get', '/api/v2/admin/reported_posts?view=open');
      },
      leaks: (ctx, body) => {
        const ids = new Set((body as { result: { id: number }[] }).result.map((row) => row.id));
        return outsideCompany(
          ctx,
          ctx.db.reported_posts.filter((row) => ids.has(row.id)),
        );
      },
    },
    'PATCH /api/v2/admin/reported_posts/:id': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        send(ctx, 'patch', `/api/v2/admin/reported_posts/${reportedPostIn(ctx.db, ctx.actor.user.company_id).id}`).send(
          {
            status: 'dismissed',
          },
        ),
      foreign: (ctx) => ({
        request: send(
          ctx,
          'patch',
          `/api/v2/admin/reported_posts/${reportedPostIn(ctx.db, otherCompanyOf(ctx.actor.user)).id}`,
        ).send({ status: 'dismissed' }),
      }),
    },
    'POST /api/v2/reports': {
      allowed: EVERYONE,
      request: (ctx) =>
        send(ctx, 'post', '/api/v2/reports').send({
          post_type: 'bonus',
          post_id: publicBonusNotBy(ctx.db, ctx.actor.user.company_id, ctx.actor.user).id,
          reason: 'Not kind',
        }),
      foreign: (ctx) => ({
        request: send(ctx, 'post', '/api/v2/reports').send({
          post_type: 'bonus',
          post_id: publicBonusNotBy(ctx.db, otherCompanyOf(ctx.actor.user), ctx.actor.user).id,
          reason: 'Not kind',
        }),
      }),
    },
  };
}
