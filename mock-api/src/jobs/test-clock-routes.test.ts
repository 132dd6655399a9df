import { createTestApi } from '../testing/test-api';
import { registeredRoutes } from '../testing/registered-routes';
import { testClock } from '../testing/announcements';
import type { Database } from '../db/types';
import type { JobScheduler } from './job-scheduler';
import { TEST_CLOCK_PATH } from './test-clock-routes';

const APPRECIATE = 3;
const clockAt = '2026-11-22T12:00:00.000Z';

function setUp(testClockRoute = true) {
  const clock = testClock(clockAt);
  const api = createTestApi({ now: clock.now, testClock: testClockRoute });
  const owen = api.db.users.find((user) => user.persona === 'tier_one_user')!;
  const postsOf = (userId: number) => api.db.celebration_posts.filter((post) => post.user_id === userId);
  return { ...api, clock, owen, postsOf };
}

describe('the test clock', () => {
  it('is not there without the flag', async () => {
    const api = setUp(false);
    const answer = await api.http.post(TEST_CLOCK_PATH).send({ companyId: APPRECIATE, advanceBy: 60_000 });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found' });
    expect(registeredRoutes(api.app).some((route) => route.path.startsWith('/__test__'))).toBe(false);
  });

  it('is the one route the flag adds, outside the API bases', () => {
    const without = registeredRoutes(setUp(false).app).map((route) => `${route.method} ${route.path}`);
    const withFlag = registeredRoutes(setUp().app).map((route) => `${route.method} ${route.path}`);
    expect(withFlag.filter((route) => !without.includes(route))).toEqual([`POST ${TEST_CLOCK_PATH}`]);
  });

  it('moves one company to the day after and runs its jobs at once, once a day', async () => {
    const api = setUp();
    const move = await api.http
      .post(TEST_CLOCK_PATH)
      .send({ companyId: APPRECIATE, advanceTo: '2026-11-23T00:01:00.000Z' })
      .expect(200);
    expect(move.body.jobClock).toBe('2026-11-23T00:01:00.000Z');
    expect(move.body.runs).toEqual([
      {
        companyId: APPRECIATE,
        celebrations: expect.objectContaining({
          posted: [expect.objectContaining({ userId: api.owen.id, amount: 50, skipped: null })],
        }),
      },
    ]);
    const [post] = api.postsOf(api.owen.id);
    const bonus = api.db.bonuses.find((row) => row.id === post!.bonus_id)!;
    expect(bonus).toMatchObject({ created_at: clockAt, receiver_ids: [api.owen.id] });
    expect(
      api.db.notifications.filter((row) => row.user_id === api.owen.id && row.action === `/bonuses/${bonus.id}`),
    ).toHaveLength(1);

    const again = await api.http.post(TEST_CLOCK_PATH).send({ companyId: APPRECIATE, advanceBy: 60_000 }).expect(200);
    expect(again.body).toEqual({ jobClock: '2026-11-23T00:02:00.000Z', runs: [] });
    expect(api.postsOf(api.owen.id)).toHaveLength(1);
    // Only the Appreciate company moved: the others posted what they post on the server's clock.
    const unmoved = setUp();
    (unmoved.app.locals.jobs as JobScheduler).runDue();
    const othersOf = (db: Database) =>
      db.celebration_posts.filter((row) => row.company_id !== APPRECIATE).map((row) => [row.user_id, row.day]);
    expect(othersOf(api.db)).toEqual(othersOf(unmoved.db));
  });

  it('refuses a body it cannot read', async () => {
    const api = setUp();
    for (const body of [
      {},
      { companyId: APPRECIATE },
      { companyId: APPRECIATE, advanceBy: -1 },
      { companyId: APPRECIATE, advanceTo: 'tomorrow' },
      { companyId: APPRECIATE, advanceBy: 1, advanceTo: '2026-11-23T00:01:00.000Z' },
      { companyId: APPRECIATE, advanceBy: 1, now: 1 },
    ]) {
      const answer = await api.http.post(TEST_CLOCK_PATH).send(body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({
        body,
        status: 400,
        error: 'bad_request',
      });
    }
    expect(api.db.celebration_posts).toEqual([]);
  });
});
