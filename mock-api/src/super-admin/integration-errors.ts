import type { IntegrationError } from '@laurel/shared/contract';
import type { Store } from '../db/store';

/** A delivery of a company webhook, where that collection exists; read by shape, not by its owner's type. */
interface DeliveryRow {
  id: number;
  company_id: number;
  event_type: string;
  delivered_at: string;
  status: number | null;
  ok: boolean;
  error: string | null;
}

/** The failed webhook deliveries across companies, newest first. */
export function integrationErrors(store: Store, limit: number): IntegrationError[] {
  const deliveries = (store.all as (name: string) => DeliveryRow[] | undefined)('webhook_deliveries') ?? [];
  const companies = store.rowsById('companies');
  return deliveries
    .filter((delivery) => !delivery.ok)
    .slice(-limit)
    .reverse()
    .map((delivery) => ({
      id: delivery.id,
      companyName: companies.get(delivery.company_id)?.name ?? '',
      createdAt: delivery.delivered_at,
      integration: `webhook ${delivery.event_type}`,
      message: delivery.error ?? `HTTP ${delivery.status ?? '—'}`,
    }));
}
