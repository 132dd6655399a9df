import type { Database, User } from '../db/types';
import type { WebhookRow } from '../company-admin/company-admin-rows';
import type { CaseContext, MatrixCase } from './matrix-cases';

/** Billing (platform §6): global or finance admin; the trial company's admin is a global admin. */
const BILLING_ADMINS = ['global_admin', 'finance_admin', 'trial_admin'];
/** Integrations (platform §6): global or tech admin. */
const INTEGRATION_ADMINS = ['global_admin', 'tech_admin', 'trial_admin'];
/** The user management integration (platform §6): global admins. */
const GLOBAL_ADMINS = ['global_admin', 'trial_admin'];
const HOOKS = '/api/v2/admin/integrations/webhooks';

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const send = ({ http, headers }: CaseContext, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
  http[method](path).set(headers);
// Nobody listens here: a test event fails fast and is recorded, which is all the matrix needs.
const UNREACHABLE = 'http://127.0.0.1:9/laurel';
const hookInput = { url: 'https://hooks.example.com/matrix', eventTypes: ['new_bonus'], active: true };

function webhookOf(db: Database, companyId: number): WebhookRow {
  const row: WebhookRow = {
    id: 700_000 + db.webhooks.length,
    company_id: companyId,
    url: UNREACHABLE,
    secret: 'f'.repeat(64),
    event_types: ['new_bonus'],
    active: false,
    created_at: '2026-11-01T00:00:00.000Z',
  };
  db.webhooks.push(row);
  return row;
}

/** A case on one webhook: the actor's company's when allowed, another company's for `foreign`. */
function hookCase(
  allowed: string[],
  method: 'get' | 'post' | 'patch' | 'delete',
  suffix: string,
  body?: object,
): MatrixCase {
  const request = (ctx: CaseContext, companyId: number) => {
    const call = send(ctx, method, `${HOOKS}/${webhookOf(ctx.db, companyId).id}${suffix}`);
    return body ? call.send(body) : call;
  };
  return {
    allowed,
    request: (ctx) => request(ctx, ctx.actor.user.company_id),
    foreign: (ctx) => ({ request: request(ctx, otherCompanyOf(ctx.actor.user)) }),
  };
}

/** Billing and integrations rows of the matrix. */
export function companyAdminMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/admin/billing': {
      allowed: BILLING_ADMINS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/billing'),
      leaks: ({ db, actor }, body) =>
        (body as { result: { billingContactEmail: string } }).result.billingContactEmail !==
        db.billing_accounts.find((row) => row.company_id === actor.user.company_id)?.billing_contact_email,
    },
    'PATCH /api/v2/admin/billing': {
      allowed: BILLING_ADMINS,
      request: (ctx) =>
        send(ctx, 'patch', '/api/v2/admin/billing').send({
          seatsPurchased: 100_000,
          billingContactEmail: 'billing@example.com',
        }),
    },
    'GET /api/v2/admin/billing/invoices': {
      allowed: BILLING_ADMINS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/billing/invoices'),
      leaks: ({ db, actor }, body) => {
        const own = new Set(
          db.invoices.filter((row) => row.company_id === actor.user.company_id).map((row) => row.number),
        );
        return (body as { result: { invoices: { number: string }[] } }).result.invoices.some(
          (row) => !own.has(row.number),
        );
      },
    },
    'GET /api/v2/admin/integrations': {
      allowed: INTEGRATION_ADMINS,
      request: (ctx) => {
        webhookOf(ctx.db, otherCompanyOf(ctx.actor.user));
        return send(ctx, 'get', '/api/v2/admin/integrations');
      },
      leaks: (_ctx, body) =>
        JSON.stringify(body).includes('f'.repeat(64)) || JSON.stringify(body).includes(UNREACHABLE),
    },
    'PUT /api/v2/admin/integrations/chat/:provider': {
      allowed: INTEGRATION_ADMINS,
      request: (ctx) =>
        send(ctx, 'put', '/api/v2/admin/integrations/chat/ms_teams').send({ workspace: 'Matrix', channel: 'general' }),
    },
    'DELETE /api/v2/admin/integrations/chat/:provider': {
      allowed: INTEGRATION_ADMINS,
      request: (ctx) => {
        ctx.db.chat_connections.push({
          id: 800_000 + ctx.db.chat_connections.length,
          company_id: ctx.actor.user.company_id,
          provider: 'ms_teams',
          workspace: 'Matrix',
          channel: 'general',
          connected_at: '2026-11-01T00:00:00.000Z',
          connected_by_id: ctx.actor.user.id,
        });
        return send(ctx, 'delete', '/api/v2/admin/integrations/chat/ms_teams');
      },
    },
    'POST /api/v2/admin/integrations/webhooks': {
      allowed: INTEGRATION_ADMINS,
      request: (ctx) => send(ctx, 'post', HOOKS).send(hookInput),
    },
    'PATCH /api/v2/admin/integrations/webhooks/:id': hookCase(INTEGRATION_ADMINS, 'patch', '', hookInput),
    'DELETE /api/v2/admin/integrations/webhooks/:id': hookCase(INTEGRATION_ADMINS, 'delete', ''),
    'POST /api/v2/admin/integrations/webhooks/:id/rotate_secret': hookCase(
      INTEGRATION_ADMINS,
      'post',
      '/rotate_secret',
    ),
    'POST /api/v2/admin/integrations/webhooks/:id/test': hookCase(INTEGRATION_ADMINS, 'post', '/test'),
    'GET /api/v2/admin/integrations/webhooks/:id/deliveries': hookCase(INTEGRATION_ADMINS, 'get', '/deliveries'),
    'GET /api/v2/admin/user_sync': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => send(ctx, 'get', '/api/v2/admin/user_sync'),
    },
    'PUT /api/v2/admin/user_sync': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => send(ctx, 'put', '/api/v2/admin/user_sync').send({ feedUrl: UNREACHABLE, enabled: false }),
    },
    'POST /api/v2/admin/user_sync/run': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => {
        ctx.db.user_syncs.push({
          id: 900_000 + ctx.db.user_syncs.length,
          company_id: ctx.actor.user.company_id,
          feed_url: UNREACHABLE,
          enabled: false,
          configured_by_id: ctx.actor.user.id,
          next_run_at: null,
          runs: [],
        });
        return send(ctx, 'post', '/api/v2/admin/user_sync/run');
      },
    },
  };
}
