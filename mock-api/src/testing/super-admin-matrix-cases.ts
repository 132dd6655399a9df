import type { CaseContext, MatrixCase } from './matrix-cases';

/** show_superadmin_feature (platform §6): the super-admin persona only; spoofing acts as the customer. */
const SUPER_ADMINS = ['super_admin'];
/** tech_ops_admin: the tech-ops persona only. */
const TECH_OPS = ['tech_ops'];

const get = (ctx: CaseContext, path: string) => ctx.http.get(path).set(ctx.headers);
const otherCompanyId = (ctx: CaseContext) =>
  ctx.db.companies.find((company) => company.id !== ctx.actor.user.company_id)!.id;

const unimplementedItemId = (ctx: CaseContext) =>
  ctx.db.catalog_items.find((item) => item.distributionMethod === 'cash_out')!.id;

/** The super-admin and tech-ops rows of the matrix: across companies by design, so no foreign case. */
export function superAdminMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/super_admin/events': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/events'),
    },
    'GET /api/v2/super_admin/companies': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/companies'),
    },
    'PATCH /api/v2/super_admin/companies/:id': {
      allowed: SUPER_ADMINS,
      // Another company than the actor's, so a refused change would show in a company no test relies on.
      request: (ctx) =>
        ctx.http
          .patch(`/api/v2/super_admin/companies/${otherCompanyId(ctx)}`)
          .set(ctx.headers)
          .send({ limitedReleaseMode: false }),
    },
    'GET /api/v2/super_admin/bonus_quality_bot_reports': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/bonus_quality_bot_reports'),
    },
    'GET /api/v2/super_admin/integration_errors': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/integration_errors'),
    },
    'GET /api/v2/super_admin/catalog/:view': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/catalog/promoted'),
    },
    'GET /api/v2/super_admin/catalog/unimplemented': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/catalog/unimplemented?status=open'),
    },
    'PATCH /api/v2/super_admin/catalog/unimplemented/:id': {
      allowed: SUPER_ADMINS,
      // Marking changes no catalogue: the item stays where every company has it.
      request: (ctx) =>
        ctx.http
          .patch(`/api/v2/super_admin/catalog/unimplemented/${unimplementedItemId(ctx)}`)
          .set(ctx.headers)
          .send({ action: 'mark' }),
    },
    'GET /api/v2/super_admin/kvms': { allowed: SUPER_ADMINS, request: (ctx) => get(ctx, '/api/v2/super_admin/kvms') },
    'GET /api/v2/super_admin/rewards_health_check': {
      allowed: SUPER_ADMINS,
      request: (ctx) => get(ctx, '/api/v2/super_admin/rewards_health_check'),
    },
    'GET /api/v2/tech_ops/overview': { allowed: TECH_OPS, request: (ctx) => get(ctx, '/api/v2/tech_ops/overview') },
    'GET /api/v2/tech_ops/companies': {
      allowed: TECH_OPS,
      request: (ctx) => get(ctx, '/api/v2/tech_ops/companies?q=a'),
    },
    'GET /api/v2/tech_ops/companies/:id': {
      allowed: TECH_OPS,
      request: (ctx) => get(ctx, `/api/v2/tech_ops/companies/${otherCompanyId(ctx)}`),
    },
    'GET /api/v2/tech_ops/users': { allowed: TECH_OPS, request: (ctx) => get(ctx, '/api/v2/tech_ops/users?q=emma') },
    'GET /api/v2/tech_ops/users/:id': { allowed: TECH_OPS, request: (ctx) => get(ctx, '/api/v2/tech_ops/users/1') },
  };
}
