import { notificationStatusOf } from './notification-contract';

describe('notificationStatusOf (recognition §4)', () => {
  it.each([
    [{ acted_at: null, seen_at: null }, 'unread'],
    [{ acted_at: null, seen_at: '2026-11-23T08:00:00Z' }, 'seen'],
    [{ acted_at: '2026-11-23T09:00:00Z', seen_at: '2026-11-23T08:00:00Z' }, 'read'],
    [{ acted_at: '2026-11-23T09:00:00Z', seen_at: null }, 'read'],
  ] as const)('%j is %s', (times, status) => {
    expect(notificationStatusOf(times)).toBe(status);
  });
});
