import { randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEventType } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { WebhookDeliveryRow, WebhookRow } from './company-admin-rows';
import { webhookSignature } from './webhook-signature';

const DELIVERY_TIMEOUT_MS = 5000;
/** Deliveries kept per webhook: enough to debug a receiver, not a growing log. */
const KEPT_DELIVERIES = 20;
const ERROR_MAX_LENGTH = 200;

export interface WebhookEvent {
  type: WebhookEventType | 'ping';
  companyId: number;
  data: Record<string, unknown>;
}

export type Fetch = typeof fetch;

function keepLatest(store: Store, webhookId: number) {
  const rows = store.all('webhook_deliveries');
  const own = rows.filter((row) => row.webhook_id === webhookId);
  const excess = new Set(own.slice(0, Math.max(0, own.length - KEPT_DELIVERIES)));
  if (excess.size === 0) return;
  const kept = rows.filter((row) => !excess.has(row));
  rows.splice(0, rows.length, ...kept);
}

/**
 * POSTs the event to the webhook, signed with its secret, and records how the receiver answered.
 * Never throws: an unreachable receiver is a failed delivery, not a failed request of ours.
 */
export async function deliverWebhook(
  store: Store,
  webhook: WebhookRow,
  event: WebhookEvent,
  { now, fetchImpl = fetch }: { now: () => number; fetchImpl?: Fetch },
): Promise<WebhookDeliveryRow> {
  const sentAt = now();
  const body = JSON.stringify({
    id: randomUUID(),
    type: event.type,
    company_id: event.companyId,
    created_at: new Date(sentAt).toISOString(),
    data: event.data,
  });
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetchImpl(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Laurel-Webhooks/1',
        'Laurel-Event': event.type,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhook.secret, Math.floor(sentAt / 1000), body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.status;
    if (!response.ok) error = `HTTP ${response.status}`;
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, ERROR_MAX_LENGTH);
  }
  const delivery: WebhookDeliveryRow = {
    id: store.nextId('webhook_deliveries'),
    webhook_id: webhook.id,
    company_id: webhook.company_id,
    event_type: event.type,
    delivered_at: new Date(sentAt).toISOString(),
    status,
    ok: error === null,
    duration_ms: Date.now() - started,
    error,
  };
  store.all('webhook_deliveries').push(delivery);
  keepLatest(store, webhook.id);
  store.persist();
  return delivery;
}
