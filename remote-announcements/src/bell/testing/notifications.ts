import type { AppNotification, NotificationType } from '@laurel/shared/contract';

/** A notification as the API answers it; unread unless the times say otherwise. */
export function notification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  const base: AppNotification = {
    id,
    status: 'unread',
    type: 'new_bonus' as NotificationType,
    message: 'Ana Admin recognized you',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    action: `/bonuses/${id}`,
    content: { display_name: 'Ana Admin', avatar: '' },
    acted_at: null,
    seen_at: null,
  };
  const merged = { ...base, ...overrides };
  return { ...merged, status: merged.acted_at ? 'read' : merged.seen_at ? 'seen' : 'unread' };
}

export const SEEN_AT = '2026-11-23T08:00:00.000Z';
export const READ_AT = '2026-11-23T09:00:00.000Z';
