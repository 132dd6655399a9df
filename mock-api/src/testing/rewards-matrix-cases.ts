import { REWARDS_SERVICE_BASE_PATH } from '@laurel/shared/contract';
import type { CatalogItemRow, Database, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { companyItemIdOf } from '../rewards/company-catalog';
import { redemptionRow } from '../rewards/redemption-rows';

/** Admin rewards (programs §6): global_admin or rewards_admin; the trial company's admin is a global admin. */
const REWARDS_ADMINS = ['global_admin', 'rewards_admin', 'trial_admin'];
const RS = REWARDS_SERVICE_BASE_PATH;

const get = ({ http, headers }: CaseContext, path: string) => http.get(path).set(headers);
const post = ({ http, headers }: CaseContext, path: string) => http.post(path).set(headers);
const patch = ({ http, headers }: CaseContext, path: string) => http.patch(path).set(headers);
const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const itemNamed = (db: Database, name: string) => db.catalog_items.find((item) => item.fullName === name)!;
const colleagueOf = (db: Database, user: User) =>
  db.users.find((other) => other.company_id === user.company_id && other.id !== user.id && !other.persona)!;

/** A gift card redemption of `owner`, added to the db for the case. */
function giftCardRedemptionOf(db: Database, owner: User, offset: number) {
  const item = itemNamed(db, 'Amazon.com Gift Card');
  const row = redemptionRow({
    id: offset + owner.id,
    companyId: owner.company_id,
    userId: owner.id,
    item,
    denomination: item.denominations[0]!,
    claimToken: `matrix-${owner.id}`,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  db.redemptions.push(row);
  return row;
}

const redemptionBody = (companyId: number, item: CatalogItemRow) => ({
  redemption: { companyItemId: companyItemIdOf(companyId, item.id), denominationId: item.denominations[0]!.id },
});

/** An item the company offers and the admin may switch: Nike is neither archived nor seeded off. */
const switchable = (db: Database) => itemNamed(db, 'Nike Gift Card');

const catalogueRead = (everyone: readonly string[], path: string): MatrixCase => ({
  allowed: everyone,
  request: (ctx) => get(ctx, `${RS}${path}`),
});

/** The rewards rows of the matrix, keyed `METHOD path`; `everyone` is the matrix's list of every actor. */
export function rewardsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  return {
    'POST /api/v2/redemptions': {
      allowed: everyone,
      request: (ctx) => {
        ctx.actor.user.earning_balance = 10_000;
        return post(ctx, '/api/v2/redemptions').send(
          redemptionBody(ctx.actor.user.company_id, itemNamed(ctx.db, 'Amazon.com Gift Card')),
        );
      },
      foreign: (ctx) => {
        ctx.actor.user.earning_balance = 10_000;
        return {
          request: post(ctx, '/api/v2/redemptions').send(
            redemptionBody(otherCompanyOf(ctx.actor.user), itemNamed(ctx.db, 'Amazon.com Gift Card')),
          ),
        };
      },
    },
    'GET /api/v2/rewards/redemptions': {
      allowed: everyone,
      request: (ctx) => {
        giftCardRedemptionOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 80_000);
        return get(ctx, '/api/v2/rewards/redemptions?page_size=100');
      },
      leaks: ({ db, actor }, body) => {
        const mine = new Set(db.redemptions.filter((row) => row.user_id === actor.user.id).map((row) => row.id));
        return (body as { records: { id: number }[] }).records.some((record) => !mine.has(record.id));
      },
    },
    'GET /api/v2/rewards/redemptions/:id': {
      allowed: everyone,
      request: (ctx) =>
        get(ctx, `/api/v2/rewards/redemptions/${giftCardRedemptionOf(ctx.db, ctx.actor.user, 80_000).id}`),
      foreign: (ctx) => ({
        request: get(
          ctx,
          `/api/v2/rewards/redemptions/${giftCardRedemptionOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 80_000).id}`,
        ),
      }),
    },
    'POST /api/v2/rewards/redemptions/:id/resend': {
      allowed: everyone,
      request: (ctx) =>
        post(ctx, `/api/v2/rewards/redemptions/${giftCardRedemptionOf(ctx.db, ctx.actor.user, 85_000).id}/resend`).send(
          {
            email: 'me@example.com',
          },
        ),
      foreign: (ctx) => ({
        request: post(
          ctx,
          `/api/v2/rewards/redemptions/${giftCardRedemptionOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 85_000).id}/resend`,
        ).send({ email: 'me@example.com' }),
      }),
    },
    'GET /api/v2/admin/rewards/company_items': {
      allowed: REWARDS_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/admin/rewards/company_items'),
      leaks: ({ actor }, body) =>
        (body as { data: { companyId: number }[] }).data.some((entry) => entry.companyId !== actor.user.company_id),
    },
    'PATCH /api/v2/admin/rewards/company_items/:id': {
      allowed: REWARDS_ADMINS,
      request: (ctx) =>
        patch(
          ctx,
          `/api/v2/admin/rewards/company_items/${companyItemIdOf(ctx.actor.user.company_id, switchable(ctx.db).id)}`,
        ).send({ enabled: false }),
      foreign: (ctx) => ({
        request: patch(
          ctx,
          `/api/v2/admin/rewards/company_items/${companyItemIdOf(otherCompanyOf(ctx.actor.user), switchable(ctx.db).id)}`,
        ).send({ enabled: false }),
      }),
    },
    'PATCH /api/v2/admin/rewards/company_items/:id/denominations/:denominationId': {
      allowed: REWARDS_ADMINS,
      request: (ctx) => {
        const item = switchable(ctx.db);
        const id = companyItemIdOf(ctx.actor.user.company_id, item.id);
        return patch(ctx, `/api/v2/admin/rewards/company_items/${id}/denominations/${item.denominations[0]!.id}`).send({
          enabled: false,
        });
      },
      foreign: (ctx) => {
        const item = switchable(ctx.db);
        const id = companyItemIdOf(otherCompanyOf(ctx.actor.user), item.id);
        return {
          request: patch(
            ctx,
            `/api/v2/admin/rewards/company_items/${id}/denominations/${item.denominations[0]!.id}`,
          ).send({ enabled: false }),
        };
      },
    },
    [`GET ${RS}/countries`]: catalogueRead(everyone, '/countries'),
    [`GET ${RS}/company_item_categories`]: catalogueRead(everyone, '/company_item_categories'),
    [`GET ${RS}/company_item_sub_categories`]: catalogueRead(everyone, '/company_item_sub_categories'),
    [`GET ${RS}/catalogs/swag_sub_categories`]: catalogueRead(everyone, '/catalogs/swag_sub_categories'),
    [`GET ${RS}/catalogs/allowance_boost`]: catalogueRead(everyone, '/catalogs/allowance_boost'),
    [`GET ${RS}/catalogs/gridwall`]: {
      ...catalogueRead(everyone, '/catalogs/gridwall'),
      leaks: ({ actor }, body) =>
        (body as { data: { companyId: number }[] }).data.some((entry) => entry.companyId !== actor.user.company_id),
    },
    [`GET ${RS}/catalogs/featured`]: {
      allowed: everyone,
      request: (ctx) => {
        giftCardRedemptionOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 80_000);
        return get(ctx, `${RS}/catalogs/featured`);
      },
      // What a colleague claimed is theirs: only the caller's own redemptions make "previously claimed".
      leaks: ({ db, actor }, body) => {
        const claimed = new Set(
          db.redemptions.filter((row) => row.user_id === actor.user.id).map((row) => row.company_item_id),
        );
        const { previously_claimed: shown = [] } = (body as { data: { previously_claimed?: { id: number }[] } }).data;
        return shown.some((entry) => !claimed.has(entry.id));
      },
    },
    [`GET ${RS}/company_items/:id`]: {
      allowed: everyone,
      request: (ctx) =>
        get(ctx, `${RS}/company_items/${companyItemIdOf(ctx.actor.user.company_id, switchable(ctx.db).id)}`),
      foreign: (ctx) => ({
        request: get(
          ctx,
          `${RS}/company_items/${companyItemIdOf(otherCompanyOf(ctx.actor.user), switchable(ctx.db).id)}`,
        ),
      }),
    },
  };
}
