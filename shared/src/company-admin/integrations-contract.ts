export const INTEGRATIONS_PATH = '/api/v2/admin/integrations';

/** The chat and team-messaging apps an announcement can post to (recognition §5). */
export const CHAT_PROVIDERS = ['slack', 'ms_teams'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export interface ChatConnection {
  /** The Slack workspace or the Teams team. */
  workspace: string;
  /** Where announcements are posted, without the leading #. */
  channel: string;
  connectedAt: string;
  connectedBy: string;
}

export interface ChatConnectionInput {
  workspace: string;
  channel: string;
}

/**
 * What a webhook may subscribe to: the notification types, sent once per event with everyone it
 * notified, and `ping`, which only "Send test event" sends.
 */
export const WEBHOOK_EVENT_TYPES = [
  'new_bonus',
  'bonus_add_on',
  'announcement',
  'celebration',
  'incentive_claim_approved',
  'award_give_decision',
  'nominations_start_date',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** At most this many webhooks per company. */
export const MAX_WEBHOOKS = 5;

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Laurel-Signature';

export interface WebhookDelivery {
  id: number;
  eventType: WebhookEventType | 'ping';
  deliveredAt: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
}

export interface Webhook {
  id: number;
  url: string;
  eventTypes: WebhookEventType[];
  active: boolean;
  /** The secret's last 4 characters: the whole secret is shown once, when made. */
  secretHint: string;
  createdAt: string;
  lastDelivery: WebhookDelivery | null;
}

/** A webhook as answered by create and rotate: the only time its whole secret is sent. */
export interface WebhookWithSecret extends Webhook {
  secret: string;
}

export interface WebhookInput {
  url: string;
  eventTypes: WebhookEventType[];
  active: boolean;
}

/** `GET /admin/integrations`. */
export interface Integrations {
  chat: Record<ChatProvider, ChatConnection | null>;
  webhooks: Webhook[];
}
