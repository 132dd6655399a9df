import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NotificationRow } from '../db/types';
import type { Notifier } from '../notifications/notification-writer';
import { deliverWebhook, type Fetch, type WebhookEvent } from './webhook-delivery';

const isWebhookEventType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** One event per company, type and event key, with everyone it notified: a recognition to three people is one event. */
export function webhookEventsOf(rows: readonly NotificationRow[]): WebhookEvent[] {
  const grouped = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    if (!isWebhookEventType(row.type)) continue;
    const key = `${row.company_id} ${row.type} ${row.event_key}`;
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  return [...grouped.values()].map((group) => {
    const [first] = group as [NotificationRow];
    return {
      type: first.type as WebhookEventType,
      companyId: first.company_id,
      data: {
        event_key: first.event_key,
        action_path: first.action,
        actor_id: first.actor_id,
        message: first.message,
        notified_user_ids: group.map((row) => row.user_id),
      },
    };
  });
}

/**
 * The notifier, also telling each company's active webhooks what it notified. Every event that tells
 * someone something already passes here, so a webhook hears of recognitions, awards and announcements
 * without each route knowing about webhooks. Deliveries run after the response, never in its way.
 */
export function withWebhooks(
  notifier: Notifier,
  store: Store,
  options: { now: () => number; fetchImpl?: Fetch },
): Notifier {
  return {
    notify(events) {
      const written = notifier.notify(events);
      for (const event of webhookEventsOf(written)) {
        const hooks = store
          .all('webhooks')
          .filter(
            (hook) =>
              hook.company_id === event.companyId &&
              hook.active &&
              hook.event_types.includes(event.type as WebhookEventType),
          );
        for (const hook of hooks) void deliverWebhook(store, hook, event, options);
      }
      return written;
    },
  };
}
