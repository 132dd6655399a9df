import { Router, type Response } from 'express';
import * as z from 'zod/mini';
import {
  MAX_WEBHOOKS,
  chatConnectionErrors,
  webhookInputErrors,
  type ApiErrorId,
  type WebhookInput,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import {
  chatConnectionOf,
  deliveriesOf,
  deliveryView,
  integrationsOf,
  isChatProvider,
  newWebhookSecret,
  syncChatFlags,
  webhookOf,
  webhookView,
  webhookWithSecret,
} from './integrations';
import { deliverWebhook, type Fetch } from './webhook-delivery';
import { recordRequestChange } from '../audit/record-audit-event';
import type { ChatConnectionRow, WebhookRow } from './company-admin-rows';

const BASE = '/api/v2/admin/integrations';
const chatSchema = z.object({ workspace: z.string(), channel: z.string() });
const webhookSchema = z.object({
  url: z.string(),
  eventTypes: z.array(z.string()).check(z.maxLength(50)),
  active: z.boolean(),
});

// The audit log keeps what changed, never a webhook's secret.
const withoutSecret = (row: WebhookRow) => ({ ...row, secret: undefined });
const copyOf = (row: ChatConnectionRow | undefined) => (row ? { ...row } : null);

function refuseFirst(res: Response, errors: Partial<Record<string, ApiErrorId>>): boolean {
  const found = Object.values(errors) as ApiErrorId[];
  if (found.length === 0) return false;
  sendError(res, found[0]!, { errors: found });
  return true;
}

const webhookInputOf = (body: unknown): WebhookInput | null => {
  const parsed = webhookSchema.safeParse(body);
  return parsed.success ? ({ ...parsed.data, url: parsed.data.url.trim() } as WebhookInput) : null;
};

/** Integrations (platform §2, §6: global or tech admin): chat connections and signed webhooks. */
export function integrationRoutes(store: Store, { now, fetchImpl }: { now: () => number; fetchImpl?: Fetch }): Router {
  const router = Router();
  const hookOf = (res: Response, id: string | undefined) => webhookOf(store, subjectOf(res).company.id, Number(id));
  const audit = (
    res: Response,
    action: string,
    subject: { type: string; id: number },
    before: unknown,
    after: unknown,
  ) =>
    recordRequestChange(store, res, { action, subject_type: subject.type, subject_id: subject.id, before, after }, now);

  router.get('/admin/integrations', guardedBy('GET', BASE), (_req, res) => {
    res.json({ result: integrationsOf(store, subjectOf(res).company.id) });
  });

  router.put('/admin/integrations/chat/:provider', guardedBy('PUT', `${BASE}/chat/:provider`), (req, res) => {
    const { provider } = req.params;
    if (!provider || !isChatProvider(provider)) return sendError(res, 'not_found');
    const parsed = chatSchema.safeParse(req.body);
    if (!parsed.success) return sendError(res, 'bad_request');
    if (refuseFirst(res, chatConnectionErrors(parsed.data))) return;
    const { user, company } = subjectOf(res);
    const fields = {
      workspace: parsed.data.workspace.trim(),
      channel: parsed.data.channel.trim().replace(/^#/, ''),
      connected_at: new Date(now()).toISOString(),
      connected_by_id: user.id,
    };
    const existing = chatConnectionOf(store, company.id, provider);
    const before = copyOf(existing);
    const connection = Object.assign(
      existing ?? { id: store.nextId('chat_connections'), company_id: company.id, provider },
      fields,
    );
    if (!existing) store.all('chat_connections').push(connection);
    syncChatFlags(store, company);
    audit(res, 'integration.chat.connect', { type: 'chat_connection', id: connection.id }, before, connection);
    res.json({ result: integrationsOf(store, company.id) });
  });

  router.delete('/admin/integrations/chat/:provider', guardedBy('DELETE', `${BASE}/chat/:provider`), (req, res) => {
    const { provider } = req.params;
    const { company } = subjectOf(res);
    const existing = provider && isChatProvider(provider) ? chatConnectionOf(store, company.id, provider) : undefined;
    if (!existing) return sendError(res, 'not_found');
    const rows = store.all('chat_connections');
    rows.splice(rows.indexOf(existing), 1);
    syncChatFlags(store, company);
    audit(res, 'integration.chat.disconnect', { type: 'chat_connection', id: existing.id }, existing, null);
    res.json({ result: integrationsOf(store, company.id) });
  });

  router.post('/admin/integrations/webhooks', guardedBy('POST', `${BASE}/webhooks`), (req, res) => {
    const input = webhookInputOf(req.body);
    if (!input) return sendError(res, 'bad_request');
    if (refuseFirst(res, webhookInputErrors(input))) return;
    const { company } = subjectOf(res);
    if (store.all('webhooks').filter((row) => row.company_id === company.id).length >= MAX_WEBHOOKS) {
      return sendError(res, 'webhook_limit_reached', { params: { max: MAX_WEBHOOKS } });
    }
    const row = {
      id: store.nextId('webhooks'),
      company_id: company.id,
      url: input.url,
      secret: newWebhookSecret(),
      event_types: [...new Set(input.eventTypes)],
      active: input.active,
      created_at: new Date(now()).toISOString(),
    };
    store.all('webhooks').push(row);
    audit(res, 'integration.webhook.create', { type: 'webhook', id: row.id }, null, withoutSecret(row));
    res.status(201).json({ result: webhookWithSecret(store, row) });
  });

  router.patch('/admin/integrations/webhooks/:id', guardedBy('PATCH', `${BASE}/webhooks/:id`), (req, res) => {
    const hook = hookOf(res, req.params.id);
    if (!hook) return sendError(res, 'not_found');
    const input = webhookInputOf(req.body);
    if (!input) return sendError(res, 'bad_request');
    if (refuseFirst(res, webhookInputErrors(input))) return;
    const before = withoutSecret(hook);
    Object.assign(hook, { url: input.url, event_types: [...new Set(input.eventTypes)], active: input.active });
    audit(res, 'integration.webhook.update', { type: 'webhook', id: hook.id }, before, withoutSecret(hook));
    res.json({ result: webhookView(store, hook) });
  });

  router.delete('/admin/integrations/webhooks/:id', guardedBy('DELETE', `${BASE}/webhooks/:id`), (req, res) => {
    const hook = hookOf(res, req.params.id);
    if (!hook) return sendError(res, 'not_found');
    const rows = store.all('webhooks');
    rows.splice(rows.indexOf(hook), 1);
    const deliveries = store.all('webhook_deliveries');
    deliveries.splice(0, deliveries.length, ...deliveries.filter((row) => row.webhook_id !== hook.id));
    audit(res, 'integration.webhook.delete', { type: 'webhook', id: hook.id }, withoutSecret(hook), null);
    res.status(204).end();
  });

  router.post(
    '/admin/integrations/webhooks/:id/rotate_secret',
    guardedBy('POST', `${BASE}/webhooks/:id/rotate_secret`),
    (req, res) => {
      const hook = hookOf(res, req.params.id);
      if (!hook) return sendError(res, 'not_found');
      hook.secret = newWebhookSecret();
      // Only that it happened: neither secret belongs in the log.
      audit(res, 'integration.webhook.rotate_secret', { type: 'webhook', id: hook.id }, null, null);
      res.json({ result: webhookWithSecret(store, hook) });
    },
  );

  router.post(
    '/admin/integrations/webhooks/:id/test',
    guardedBy('POST', `${BASE}/webhooks/:id/test`),
    (req, res, next) => {
      const hook = hookOf(res, req.params.id);
      if (!hook) return sendError(res, 'not_found');
      const { user, company } = subjectOf(res);
      const ping = { type: 'ping' as const, companyId: company.id, data: { sent_by_id: user.id } };
      deliverWebhook(store, hook, ping, { now, fetchImpl })
        .then((delivery) => res.json({ result: deliveryView(delivery) }))
        .catch(next);
    },
  );

  router.get(
    '/admin/integrations/webhooks/:id/deliveries',
    guardedBy('GET', `${BASE}/webhooks/:id/deliveries`),
    (req, res) => {
      const hook = hookOf(res, req.params.id);
      if (!hook) return sendError(res, 'not_found');
      res.json({ result: deliveriesOf(store, hook.id) });
    },
  );

  return router;
}
