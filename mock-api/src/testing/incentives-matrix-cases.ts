import type { Test } from 'supertest';
import type { Database, IncentiveClaimRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { personToken } from './announcements';
import { currentApproversOf } from '../incentives/approval-routes';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, INCENTIVE_SUMMARY, incentiveForm, incentiveIn } from './incentives';

/** can-access-incentives and can-manage-awards (programs §6): admin, global or awards admin in Appreciate, Connect or Achieve. */
const INCENTIVE_ADMINS = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];
/** The summary is a report of the admin menu: global admins in a tier with incentives (platform §6). */
const SUMMARY_READERS = ['global_admin', 'trial_admin'];
/** The admin shell's roles (platform §6). */
const ADMIN_SHELL = [
  'company_admin',
  'global_admin',
  'finance_admin',
  'rewards_admin',
  'awards_admin',
  'tech_admin',
  'announcements_admin',
  'super_admin',
  'tech_ops',
  'trial_admin',
];
/** can-access-incentives with both announcement permissions. */
const ANNOUNCING_INCENTIVE_ADMINS = ['global_admin', 'announcements_admin', 'trial_admin'];

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleagueOf = (db: Database, companyId: number, not: User) =>
  db.users.find((other) => other.company_id === companyId && other.id !== not.id && !other.persona)!;

let nextId = 200_000;
const ownIncentive = (ctx: CaseContext) => incentiveIn(ctx.db, ctx.actor.user.company_id, ctx.actor.user, nextId++);
const foreignIncentive = (ctx: CaseContext) =>
  incentiveIn(
    ctx.db,
    otherCompanyOf(ctx.actor.user),
    colleagueOf(ctx.db, otherCompanyOf(ctx.actor.user), ctx.actor.user),
    nextId++,
  );

/** A claim by a colleague of `companyId` waiting for the actor, the one approver of its only step. */
function claimWaitingFor(ctx: CaseContext, companyId: number): IncentiveClaimRow {
  const claimer = colleagueOf(ctx.db, companyId, ctx.actor.user);
  const incentive = incentiveIn(ctx.db, companyId, claimer, nextId++, {
    require_approval: true,
    approval_levels: [[ctx.actor.user.id]],
  });
  const claim: IncentiveClaimRow = {
    id: nextId++,
    company_id: companyId,
    incentive_id: incentive.id,
    user_id: claimer.id,
    amount: incentive.amount,
    claim_reason: 'Matrix',
    claim_attachment: null,
    state: 'pending',
    auto_approved: false,
    current_step: 0,
    approval_levels: [[ctx.actor.user.id]],
    decisions: [],
    created_at: new Date().toISOString(),
    decision_date: null,
    bonus_id: null,
  };
  ctx.db.incentive_claims.push(claim);
  return claim;
}

const withHeaders = (test: Test, { headers }: CaseContext) => test.set(headers);
const get = (ctx: CaseContext, path: string) => withHeaders(ctx.http.get(path), ctx);
const post = (ctx: CaseContext, path: string) => withHeaders(ctx.http.post(path), ctx);

const idsOf = (body: unknown, key: 'result' | 'records' = 'result') =>
  ((body as Record<string, { id: number }[]>)[key] ?? []).map((row) => row.id);
const othersIn = (db: Database, actor: User, ids: number[], collection: 'incentives' | 'users') => {
  const theirs = new Set(
    (db[collection] as { id: number; company_id: number }[])
      .filter((row) => row.company_id === actor.company_id)
      .map((row) => row.id),
  );
  return ids.some((id) => !theirs.has(id));
};

/** The incentive, approval and audience rows of the matrix, keyed `METHOD path`. */
export function incentivesMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  const users = everyone.filter((name) => name !== 'free_user' && name !== 'tier_alpha_user');
  const decideCase = (decision: 'approve' | 'decline'): MatrixCase => ({
    allowed: users,
    request: (ctx) =>
      post(ctx, `${APPROVAL_REQUESTS}/${claimWaitingFor(ctx, ctx.actor.user.company_id).id}/${decision}`).send({
        note: 'ok',
      }),
    foreign: (ctx) => ({
      request: post(ctx, `${APPROVAL_REQUESTS}/${claimWaitingFor(ctx, otherCompanyOf(ctx.actor.user)).id}/${decision}`),
    }),
  });
  return {
    'POST /api/v2/admin/incentives': {
      allowed: INCENTIVE_ADMINS,
      request: (ctx) => post(ctx, ADMIN_INCENTIVES).send(incentiveForm()),
    },
    'PATCH /api/v2/admin/incentives/:id': {
      allowed: INCENTIVE_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.patch(`${ADMIN_INCENTIVES}/${ownIncentive(ctx).id}`), ctx).send({ amount: 7 }),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.patch(`${ADMIN_INCENTIVES}/${foreignIncentive(ctx).id}`), ctx).send({
          amount: 7,
        }),
      }),
    },
    'DELETE /api/v2/admin/incentives/:id': {
      allowed: INCENTIVE_ADMINS,
      request: (ctx) => withHeaders(ctx.http.delete(`${ADMIN_INCENTIVES}/${ownIncentive(ctx).id}`), ctx),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.delete(`${ADMIN_INCENTIVES}/${foreignIncentive(ctx).id}`), ctx),
      }),
    },
    'GET /api/v2/admin/incentives': {
      allowed: INCENTIVE_ADMINS,
      request: (ctx) => {
        foreignIncentive(ctx);
        return get(ctx, `${ADMIN_INCENTIVES}?state=active`);
      },
      leaks: ({ db, actor }, body) => othersIn(db, actor.user, idsOf(body, 'records'), 'incentives'),
    },
    'GET /api/v2/admin/incentives/:id': {
      allowed: INCENTIVE_ADMINS,
      request: (ctx) => get(ctx, `${ADMIN_INCENTIVES}/${ownIncentive(ctx).id}`),
      foreign: (ctx) => ({ request: get(ctx, `${ADMIN_INCENTIVES}/${foreignIncentive(ctx).id}`) }),
    },
    'GET /api/v2/admin/incentives/summary': {
      allowed: SUMMARY_READERS,
      request: (ctx) => get(ctx, INCENTIVE_SUMMARY),
      leaks: ({ db, actor }, body) =>
        othersIn(
          db,
          actor.user,
          (body as { result: { awards: { id: number }[] } }).result.awards.map((row) => row.id),
          'incentives',
        ),
    },
    'GET /api/v2/admin/incentives/summary/export_csv': {
      allowed: SUMMARY_READERS,
      request: (ctx) => get(ctx, `${INCENTIVE_SUMMARY}/export_csv`),
    },
    'GET /api/v2/awards': {
      allowed: users,
      request: (ctx) => {
        foreignIncentive(ctx);
        return get(ctx, '/api/v2/awards?type=claimable&view=normal');
      },
      leaks: ({ db, actor }, body) => othersIn(db, actor.user, idsOf(body), 'incentives'),
    },
    'GET /api/v2/awards/:id': {
      allowed: users,
      request: (ctx) => get(ctx, `/api/v2/awards/${ownIncentive(ctx).id}?view=claim_modal`),
      foreign: (ctx) => ({ request: get(ctx, `/api/v2/awards/${foreignIncentive(ctx).id}?view=claim_modal`) }),
    },
    'GET /api/v2/incentives/metadata/:id/claimability': {
      allowed: users,
      request: (ctx) => get(ctx, `/api/v2/incentives/metadata/${ownIncentive(ctx).id}/claimability`),
      foreign: (ctx) => ({ request: get(ctx, `/api/v2/incentives/metadata/${foreignIncentive(ctx).id}/claimability`) }),
    },
    'GET /api/v2/incentives/recent_claims': {
      allowed: users,
      request: (ctx) => get(ctx, '/api/v2/incentives/recent_claims?timeframe=month'),
    },
    'GET /api/v2/approval_requests': {
      allowed: users,
      request: (ctx) => {
        claimWaitingFor(ctx, otherCompanyOf(ctx.actor.user));
        return get(ctx, APPROVAL_REQUESTS);
      },
      leaks: (_ctx, body) => idsOf(body).length > 0,
    },
    'GET /api/v2/approval_requests/pending_count': {
      allowed: users,
      request: (ctx) => {
        claimWaitingFor(ctx, otherCompanyOf(ctx.actor.user));
        return get(ctx, `${APPROVAL_REQUESTS}/pending_count`);
      },
      leaks: ({ db, actor }, body) =>
        (body as { result: { count: number } }).result.count !==
        db.incentive_claims.filter(
          (claim) => claim.company_id === actor.user.company_id && currentApproversOf(claim).includes(actor.user.id),
        ).length,
    },
    'POST /api/v2/approval_requests': {
      allowed: users,
      request: (ctx) => post(ctx, APPROVAL_REQUESTS).send({ award_id: ownIncentive(ctx).id, claim_reason: 'Matrix' }),
      foreign: (ctx) => ({
        request: post(ctx, APPROVAL_REQUESTS).send({ award_id: foreignIncentive(ctx).id, claim_reason: 'Matrix' }),
      }),
    },
    'POST /api/v2/approval_requests/:id/approve': decideCase('approve'),
    'POST /api/v2/approval_requests/:id/decline': decideCase('decline'),
    'POST /api/v2/incentives/announcement_incentives': {
      allowed: ANNOUNCING_INCENTIVE_ADMINS,
      request: (ctx) => {
        ownIncentive(ctx);
        return post(ctx, '/api/v2/incentives/announcement_incentives').send({
          reason_tokens: [personToken(ctx.actor.user)],
        });
      },
      leaks: ({ db, actor }, body) => othersIn(db, actor.user, idsOf(body), 'incentives'),
    },
    'POST /api/v2/user_management/users/search': {
      allowed: ADMIN_SHELL,
      request: (ctx) => post(ctx, '/api/v2/user_management/users/search').send({ search: '' }),
      leaks: ({ db, actor }, body) => othersIn(db, actor.user, idsOf(body), 'users'),
    },
    'POST /api/v2/user_management/users/bulk': {
      allowed: ADMIN_SHELL,
      request: (ctx) =>
        post(ctx, '/api/v2/user_management/users/bulk').send({
          user_ids: [ctx.actor.user.id, colleagueOf(ctx.db, otherCompanyOf(ctx.actor.user), ctx.actor.user).id],
        }),
      leaks: ({ db, actor }, body) => othersIn(db, actor.user, idsOf(body), 'users'),
    },
    'GET /api/v2/users/metadata/user_count': {
      allowed: ADMIN_SHELL,
      request: (ctx) => get(ctx, '/api/v2/users/metadata/user_count?status=active'),
    },
    'GET /api/v2/user_groups': {
      allowed: ADMIN_SHELL,
      request: (ctx) => get(ctx, '/api/v2/user_groups'),
    },
    'GET /api/v2/user_groups/custom_property_groups': {
      allowed: ADMIN_SHELL,
      request: (ctx) => get(ctx, '/api/v2/user_groups/custom_property_groups'),
    },
  };
}
