import type { AppNotification } from './notification-contract';
import { countUnread } from './unread-notifications';

const notification = (id: number, times: Partial<Pick<AppNotification, 'seen_at' | 'acted_at' | 'status'>> = {}) =>
  ({ id, type: 'new_bonus', acted_at: null, seen_at: null, status: 'unread', ...times }) as AppNotification;

describe('countUnread', () => {
  it('counts only the notifications neither seen nor read, by their times', () => {
    const seen = { seen_at: '2026-11-23T08:00:00.000Z' };
    const list = [notification(1), notification(2), notification(3, seen), notification(4, { ...seen, acted_at: 'x' })];
    expect(countUnread(list)).toBe(2);
    // The times decide, whatever status a stale answer carried.
    expect(countUnread([notification(5, { status: 'read' })])).toBe(1);
  });
});
