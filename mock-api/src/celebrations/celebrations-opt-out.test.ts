import type { Database } from '../db/types';
import { createStore } from '../db/store';
import { generateDatabase } from '../seed/generate';
import type { Notifier } from '../notifications/notification-writer';
import { runCelebrations } from './run-celebrations';

const TODAY = new Date('2026-11-22T00:00:00Z');
const NOON = Date.parse('2026-11-22T12:00:00Z');

function setUp() {
  const db = generateDatabase({ today: TODAY });
  const store = createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
  const notifier: Notifier = { notify: () => [] };
  return { db, store, notifier };
}

describe('celebrations and the recipient’s opt-out (profile settings)', () => {
  it('skips a person who opted out of celebrations and still posts the others', () => {
    const { db, store, notifier } = setUp();
    const employee = db.users.find((user) => user.persona === 'employee')!;
    const manager = db.users.find((user) => user.persona === 'manager')!;
    employee.recognition_preferences = {
      default_privacy: null,
      leaderboard_opt_out: false,
      celebrations_opt_out: true,
    };
    const posted = runCelebrations(store, NOON, { notifier }).posted.map((outcome) => outcome.userId);
    expect(posted).not.toContain(employee.id);
    expect(posted).toContain(manager.id);
  });
});
