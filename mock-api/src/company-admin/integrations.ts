import { randomBytes } from 'node:crypto';
import {
  CHAT_PROVIDERS,
  type ChatConnection,
  type ChatProvider,
  type Integrations,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company } from '../db/types';
import type { ChatConnectionRow, WebhookDeliveryRow, WebhookRow } from './company-admin-rows';

const SECRET_BYTES = 32;
const FLAG_OF: Record<ChatProvider, 'has_slack_integration' | 'has_ms_teams_integration'> = {
  slack: 'has_slack_integration',
  ms_teams: 'has_ms_teams_integration',
};

export const newWebhookSecret = () => randomBytes(SECRET_BYTES).toString('hex');
export const isChatProvider = (value: string): value is ChatProvider =>
  (CHAT_PROVIDERS as readonly string[]).includes(value);

export const deliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.event_type,
  deliveredAt: row.delivered_at,
  status: row.status,
  ok: row.ok,
  durationMs: row.duration_ms,
  error: row.error,
});

export const deliveriesOf = (store: Store, webhookId: number) =>
  store
    .all('webhook_deliveries')
    .filter((row) => row.webhook_id === webhookId)
    .reverse()
    .map(deliveryView);

export const webhookView = (store: Store, row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  eventTypes: row.event_types,
  active: row.active,
  secretHint: row.secret.slice(-4),
  createdAt: row.created_at,
  lastDelivery: deliveriesOf(store, row.id)[0] ?? null,
});

export const webhookWithSecret = (store: Store, row: WebhookRow): WebhookWithSecret => ({
  ...webhookView(store, row),
  secret: row.secret,
});

const connectionView = (store: Store, row: ChatConnectionRow): ChatConnection => ({
  workspace: row.workspace,
  channel: row.channel,
  connectedAt: row.connected_at,
  connectedBy: store.rowsById('users').get(row.connected_by_id)?.display_name ?? '',
});

export const chatConnectionOf = (store: Store, companyId: number, provider: ChatProvider) =>
  store.all('chat_connections').find((row) => row.company_id === companyId && row.provider === provider);

export const webhookOf = (store: Store, companyId: number, id: number) =>
  store.all('webhooks').find((row) => row.id === id && row.company_id === companyId);

export function integrationsOf(store: Store, companyId: number): Integrations {
  const chat = Object.fromEntries(
    CHAT_PROVIDERS.map((provider) => {
      const row = chatConnectionOf(store, companyId, provider);
      return [provider, row ? connectionView(store, row) : null];
    }),
  ) as Integrations['chat'];
  const webhooks = store
    .all('webhooks')
    .filter((row) => row.company_id === companyId)
    .map((row) => webhookView(store, row));
  return { chat, webhooks };
}

/** The announcement form reads the company's flags: they follow the connections. */
export function syncChatFlags(store: Store, company: Company) {
  for (const provider of CHAT_PROVIDERS) {
    company.settings.chat_integrations[FLAG_OF[provider]] = chatConnectionOf(store, company.id, provider) !== undefined;
  }
}
