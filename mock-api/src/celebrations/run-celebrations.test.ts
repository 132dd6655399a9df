import type { Database } from '../db/types';
import { createStore } from '../db/store';
import { generateDatabase } from '../seed/generate';
import type { NotificationEvent, Notifier } from '../notifications/notification-writer';
import { runCelebrations } from './run-celebrations';

const TODAY = new Date('2026-11-22T00:00:00Z');

function setUp() {
  const db = generateDatabase({ today: TODAY });
  const store = createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
  const told: NotificationEvent[] = [];
  const notifier: Notifier = { notify: (events) => (told.push(...events), []) };
  return { db, store, notifier, told };
}

describe('runCelebrations', () => {
  it('posts the seeded days of every company at noon UTC, once, each person told', () => {
    const { db, store, notifier, told } = setUp();
    const noon = Date.parse('2026-11-22T12:00:00Z');
    const first = runCelebrations(store, noon, { notifier });
    const employee = db.users.find((user) => user.persona === 'employee')!;
    const manager = db.users.find((user) => user.persona === 'manager')!;
    const byPerson = (userId: number) => first.posted.filter((outcome) => outcome.userId === userId);
    expect(byPerson(employee.id)).toEqual([expect.objectContaining({ amount: 50, skipped: null })]);
    expect(byPerson(manager.id)).toEqual([expect.objectContaining({ amount: 100, skipped: null })]);
    // Every post was to someone whose day it is in their zone, in a company of its celebration.
    for (const post of db.celebration_posts) {
      const celebration = db.celebrations.find((row) => row.id === post.celebration_id)!;
      expect(db.users.find((user) => user.id === post.user_id)!.company_id).toBe(celebration.company_id);
    }
    expect(told.map((event) => event.userId).sort()).toEqual(
      first.posted
        .filter((outcome) => outcome.skipped === null)
        .map((outcome) => outcome.userId)
        .sort(),
    );
    // Half an hour later no zone has turned a day (Sydney's midnight is 13:00 UTC in November): nothing again.
    expect(runCelebrations(store, noon + 1_800_000, { notifier }).posted).toEqual([]);
  });
});
