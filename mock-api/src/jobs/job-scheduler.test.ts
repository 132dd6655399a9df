import type { Database } from '../db/types';
import { createStore } from '../db/store';
import { generateDatabase } from '../seed/generate';
import type { NotificationEvent, Notifier } from '../notifications/notification-writer';
import { testClock } from '../testing/announcements';
import { createJobScheduler, JOB_TICK_MS } from './job-scheduler';

const TODAY = new Date('2026-11-22T00:00:00Z');
const APPRECIATE = 3;

function setUp(start = '2026-11-22T12:00:00.000Z') {
  const db = generateDatabase({ today: TODAY });
  const store = createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
  const told: NotificationEvent[] = [];
  const notifier: Notifier = { notify: (events) => (told.push(...events), []) };
  const clock = testClock(start);
  const jobs = createJobScheduler({ store, notifier, now: clock.now });
  const persona = (key: string) => db.users.find((user) => user.persona === key)!;
  const postsOf = (userId: number) => db.celebration_posts.filter((post) => post.user_id === userId);
  return { db, jobs, clock, told, persona, postsOf };
}

describe('the job scheduler', () => {
  afterEach(() => jest.useRealTimers());

  it('runs every company at its first look, then only when a day has begun in one of its zones', () => {
    const { jobs, clock, persona, postsOf } = setUp();
    const first = jobs.runDue();
    expect(first.map((run) => run.companyId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(postsOf(persona('employee').id)).toEqual([expect.objectContaining({ day: '2026-11-22', amount: 50 })]);

    clock.set('2026-11-22T12:59:00.000Z');
    expect(jobs.runDue()).toEqual([]);
    // 13:00 UTC is midnight in Sydney, a zone of the main company's people.
    clock.set('2026-11-22T13:00:00.000Z');
    expect(jobs.runDue().map((run) => run.companyId)).toContain(1);
    expect(jobs.runDue()).toEqual([]);
    // At midnight UTC the Appreciate employee's birthday comes.
    clock.set('2026-11-23T00:00:00.000Z');
    const midnight = jobs.runDue().find((run) => run.companyId === APPRECIATE)!;
    expect(midnight.celebrations.posted).toEqual([
      expect.objectContaining({ userId: persona('tier_one_user').id, amount: 50, skipped: null }),
    ]);
    expect(postsOf(persona('employee').id)).toHaveLength(1);
  });

  it('moves one company’s job clock forward only, posting its day at once, stamped on the server’s clock', () => {
    const { db, jobs, clock, told, persona, postsOf } = setUp();
    jobs.runDue();
    const owen = persona('tier_one_user');
    const [postsBefore, toldBefore] = [db.celebration_posts.length, told.length];

    const runs = jobs.advanceTo(APPRECIATE, Date.parse('2026-11-23T00:01:00.000Z'));
    expect(runs.map((run) => run.companyId)).toEqual([APPRECIATE]);
    expect(jobs.clockOf(APPRECIATE)).toBe(Date.parse('2026-11-23T00:01:00.000Z'));
    expect(jobs.clockOf(1)).toBe(clock.now());
    expect(db.celebration_posts.slice(postsBefore)).toEqual([
      expect.objectContaining({ user_id: owen.id, day: '2026-11-23', created_at: '2026-11-22T12:00:00.000Z' }),
    ]);
    expect(told.slice(toldBefore)).toEqual([expect.objectContaining({ userId: owen.id })]);

    // Back in time is no move; a minute on is the same day: nothing is posted again.
    expect(jobs.advanceTo(APPRECIATE, Date.parse('2026-11-22T18:00:00.000Z'))).toEqual([]);
    expect(jobs.clockOf(APPRECIATE)).toBe(Date.parse('2026-11-23T00:01:00.000Z'));
    jobs.advanceTo(APPRECIATE, Date.parse('2026-11-23T00:02:00.000Z'));
    expect(postsOf(owen.id)).toHaveLength(1);
    // The real clock goes on; the company stays as far ahead.
    clock.set('2026-11-22T12:30:00.000Z');
    expect(jobs.clockOf(APPRECIATE)).toBe(Date.parse('2026-11-23T00:32:00.000Z'));
  });

  it('runs at start and at the tick after a midnight, and stops, its timer gone', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00.000Z') });
    const db = generateDatabase({ today: TODAY });
    const store = createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
    const jobs = createJobScheduler({ store, notifier: { notify: () => [] }, now: Date.now });
    jobs.start();
    const employee = db.users.find((user) => user.persona === 'employee')!;
    expect(db.celebration_posts.filter((post) => post.user_id === employee.id)).toHaveLength(1);
    const owen = db.users.find((user) => user.persona === 'tier_one_user')!;
    jest.advanceTimersByTime(12 * 60 * 60_000);
    expect(db.celebration_posts.filter((post) => post.user_id === owen.id)).toEqual([
      expect.objectContaining({ day: '2026-11-23', created_at: '2026-11-23T00:00:00.000Z' }),
    ]);
    jobs.stop();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(JOB_TICK_MS * 60 * 24);
    expect(db.celebration_posts.filter((post) => post.user_id === owen.id)).toHaveLength(1);
  });
});
