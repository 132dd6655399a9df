import type { Test } from 'supertest';
import type { AwardGiveRow, Database, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { ADMIN_AWARDS, AWARD_APPROVAL_REQUESTS, awardForm, awardIn } from './awards';

/** can-access-awards and can-manage-awards: admin, global or awards admin in Appreciate, Connect or Achieve. */
const AWARD_ADMINS = ['company_admin', 'global_admin', 'awards_admin', 'trial_admin'];

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleaguesOf = (db: Database, companyId: number, not: User) =>
  db.users.filter((other) => other.company_id === companyId && other.id !== not.id && !other.persona);

let nextId = 300_000;
const ownAward = (ctx: CaseContext) => awardIn(ctx.db, ctx.actor.user.company_id, ctx.actor.user, nextId++);
const foreignAward = (ctx: CaseContext) => {
  const companyId = otherCompanyOf(ctx.actor.user);
  return awardIn(ctx.db, companyId, colleaguesOf(ctx.db, companyId, ctx.actor.user)[0]!, nextId++);
};

/** A give by a colleague of `companyId` to another, waiting for the actor, the one approver of its only step. */
function giveWaitingFor(ctx: CaseContext, companyId: number): AwardGiveRow {
  const [giver, receiver] = colleaguesOf(ctx.db, companyId, ctx.actor.user);
  const award = awardIn(ctx.db, companyId, giver!, nextId++, { approval_levels: [[ctx.actor.user.id]] });
  const give: AwardGiveRow = {
    id: nextId++,
    company_id: companyId,
    award_id: award.id,
    giver_id: giver!.id,
    receiver_ids: [receiver!.id],
    amount: award.amount,
    reason: `Thanks @${receiver!.slug}`,
    privacy: 'publicly_visible',
    hide_giver: false,
    state: 'pending',
    current_step: 0,
    approval_levels: [[ctx.actor.user.id]],
    decisions: [],
    created_at: new Date().toISOString(),
    decision_date: null,
    bonus_id: null,
  };
  ctx.db.award_gives.push(give);
  return give;
}

const withHeaders = (test: Test, { headers }: CaseContext) => test.set(headers);
const get = (ctx: CaseContext, path: string) => withHeaders(ctx.http.get(path), ctx);
const post = (ctx: CaseContext, path: string) => withHeaders(ctx.http.post(path), ctx);

const recordIds = (body: unknown) => ((body as { records?: { id: number }[] }).records ?? []).map((row) => row.id);

/** The manual award rows of the matrix, keyed `METHOD path`. */
export function awardsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  const users = everyone.filter((name) => name !== 'free_user' && name !== 'tier_alpha_user');
  const decideCase = (decision: 'approve' | 'decline'): MatrixCase => ({
    allowed: users,
    request: (ctx) =>
      post(ctx, `${AWARD_APPROVAL_REQUESTS}/${giveWaitingFor(ctx, ctx.actor.user.company_id).id}/${decision}`).send({
        note: 'ok',
      }),
    foreign: (ctx) => ({
      request: post(
        ctx,
        `${AWARD_APPROVAL_REQUESTS}/${giveWaitingFor(ctx, otherCompanyOf(ctx.actor.user)).id}/${decision}`,
      ),
    }),
  });
  return {
    'POST /api/v2/admin/awards/awards': {
      allowed: AWARD_ADMINS,
      request: (ctx) => post(ctx, ADMIN_AWARDS).send(awardForm()),
    },
    'PATCH /api/v2/admin/awards/awards/:id': {
      allowed: AWARD_ADMINS,
      request: (ctx) => withHeaders(ctx.http.patch(`${ADMIN_AWARDS}/${ownAward(ctx).id}`), ctx).send({ amount: 7 }),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.patch(`${ADMIN_AWARDS}/${foreignAward(ctx).id}`), ctx).send({ amount: 7 }),
      }),
    },
    'DELETE /api/v2/admin/awards/awards/:id': {
      allowed: AWARD_ADMINS,
      request: (ctx) => withHeaders(ctx.http.delete(`${ADMIN_AWARDS}/${ownAward(ctx).id}`), ctx),
      foreign: (ctx) => ({ request: withHeaders(ctx.http.delete(`${ADMIN_AWARDS}/${foreignAward(ctx).id}`), ctx) }),
    },
    'GET /api/v2/admin/awards/awards': {
      allowed: AWARD_ADMINS,
      request: (ctx) => {
        foreignAward(ctx);
        return get(ctx, `${ADMIN_AWARDS}?state=all`);
      },
      leaks: ({ db, actor }, body) => {
        const theirs = new Set(
          db.awards.filter((row) => row.company_id === actor.user.company_id).map((row) => row.id),
        );
        return recordIds(body).some((id) => !theirs.has(id));
      },
    },
    'GET /api/v2/admin/awards/awards/:id': {
      allowed: AWARD_ADMINS,
      request: (ctx) => get(ctx, `${ADMIN_AWARDS}/${ownAward(ctx).id}`),
      foreign: (ctx) => ({ request: get(ctx, `${ADMIN_AWARDS}/${foreignAward(ctx).id}`) }),
    },
    'GET /api/v2/awards/approval_requests': {
      allowed: users,
      request: (ctx) => {
        giveWaitingFor(ctx, otherCompanyOf(ctx.actor.user));
        return get(ctx, AWARD_APPROVAL_REQUESTS);
      },
      leaks: (_ctx, body) => (body as { result: { items: unknown[] } }).result.items.length > 0,
    },
    'POST /api/v2/awards/approval_requests/:id/approve': decideCase('approve'),
    'POST /api/v2/awards/approval_requests/:id/decline': decideCase('decline'),
  };
}
