import type { ChatProvider, InvoiceStatus, PaymentMethod, Tier, WebhookEventType } from '@laurel/shared/contract';

export interface BillingAccountRow {
  id: number;
  company_id: number;
  seats_purchased: number;
  seat_price_cents: number;
  currency: string;
  billing_contact_email: string;
  renews_on: string;
  payment_method: PaymentMethod;
}

export interface InvoiceRow {
  id: number;
  company_id: number;
  number: string;
  issued_on: string;
  period_start: string;
  period_end: string;
  tier: Tier;
  seats: number;
  amount_cents: number;
  currency: string;
  status: InvoiceStatus;
}

export interface ChatConnectionRow {
  id: number;
  company_id: number;
  provider: ChatProvider;
  workspace: string;
  channel: string;
  connected_at: string;
  connected_by_id: number;
}

export interface WebhookRow {
  id: number;
  company_id: number;
  url: string;
  /** Hex; sent to the admin only when made or rotated. */
  secret: string;
  event_types: WebhookEventType[];
  active: boolean;
  created_at: string;
}

export interface WebhookDeliveryRow {
  id: number;
  webhook_id: number;
  company_id: number;
  event_type: WebhookEventType | 'ping';
  delivered_at: string;
  status: number | null;
  ok: boolean;
  duration_ms: number;
  error: string | null;
}
