import type { CelebrationJobResult } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_CELEBRATIONS, celebrationOf, clearCelebrationDates, colleaguesIn } from '../testing/celebrations';

async function setUp(start = '2026-11-22T12:00:00.000Z') {
  const clock = testClock(start);
  const api = createTestApi({ now: clock.now });
  clearCelebrationDates(api.db);
  const admin = await personaAuth(api.db, 'company_admin');
  const [first, second, third] = colleaguesIn(api.db, admin.user.company_id);
  const run = async () =>
    (await api.http.post(`${ADMIN_CELEBRATIONS}/run_daily`).set('Authorization', admin.authorization).expect(200))
      .body as CelebrationJobResult;
  const patch = (id: number, body: object) =>
    api.http.patch(`${ADMIN_CELEBRATIONS}/${id}`).set('Authorization', admin.authorization).send(body);
  const celebration = (type: Parameters<typeof celebrationOf>[2]) => celebrationOf(api.db, admin.user.company_id, type);
  const postsFor = (userId: number) => api.db.bonuses.filter((bonus) => bonus.receiver_ids.includes(userId));
  const notificationsOf = (userId: number) =>
    api.db.notifications.filter((row) => row.user_id === userId && row.event_key.startsWith('celebration:'));
  return {
    ...api,
    clock,
    admin,
    people: [first!, second!, third!] as const,
    run,
    patch,
    celebration,
    postsFor,
    notificationsOf,
  };
}

describe('the daily celebrations job', () => {
  it('posts a birthday once, paid from the company, with a notification, even when it runs twice', async () => {
    const api = await setUp();
    const [person] = api.people;
    person.birthday = '1990-11-22';
    const budget = api.db.company_budgets.find((row) => row.company_id === person.company_id)!;
    const [balance, earned] = [budget.balance, person.earning_balance];

    const first = await api.run();
    expect(first.posted).toEqual([expect.objectContaining({ userId: person.id, amount: 50, skipped: null })]);
    expect((await api.run()).posted).toEqual([]);
    api.clock.set('2026-11-22T23:59:00.000Z');
    expect((await api.run()).posted).toEqual([]);

    const posts = api.postsFor(person.id).filter((bonus) => bonus.created_at.startsWith('2026-11-22'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ amount: 50, privacy: 'publicly_visible', giver_id: api.admin.user.id });
    expect(posts[0]!.reason).toBe(`+50 @${person.slug} Happy birthday! #Celebrate`);
    expect(budget.balance).toBe(balance - 50);
    expect(person.earning_balance).toBe(earned + 50);
    expect(api.notificationsOf(person.id)).toEqual([
      expect.objectContaining({ type: 'celebration', action: `/bonuses/${posts[0]!.id}` }),
    ]);
    // A year later it comes back.
    api.clock.set('2027-11-22T12:00:00.000Z');
    expect((await api.run()).posted).toHaveLength(1);
  });

  it('follows each person’s time zone at midnight (UTC+14 and UTC−10)', async () => {
    const api = await setUp('2026-11-22T09:30:00.000Z');
    const [east, west] = api.people;
    Object.assign(east, { birthday: '1990-11-23', time_zone: 'Pacific/Kiritimati' });
    Object.assign(west, { birthday: '1985-11-22', time_zone: 'Pacific/Honolulu' });
    // 23:30 on the 22nd at UTC+14 and 23:30 on the 21st at UTC−10: neither's day yet.
    expect((await api.run()).posted).toEqual([]);
    api.clock.set('2026-11-22T10:30:00.000Z');
    const posted = (await api.run()).posted.map((outcome) => outcome.userId);
    expect(posted.sort()).toEqual([east.id, west.id].sort());
    expect(api.db.celebration_posts.map((post) => [post.user_id, post.day])).toEqual(
      expect.arrayContaining([
        [east.id, '2026-11-23'],
        [west.id, '2026-11-22'],
      ]),
    );
  });

  it('pays work anniversaries by their point setting and year mappings', async () => {
    const api = await setUp();
    const [five, three, one] = api.people;
    five.start_date = '2021-11-22';
    three.start_date = '2023-11-22';
    one.start_date = '2025-11-22';
    const anniversary = api.celebration('work_anniversary');
    await api
      .patch(anniversary.id, {
        workAnniversaryPointSetting: 'onlySpecificYears',
        yearAmountMappings: [
          { yearThreshold: 1, amount: 20 },
          { yearThreshold: 5, amount: 500 },
        ],
      })
      .expect(200);
    const byPerson = Object.fromEntries((await api.run()).posted.map((outcome) => [outcome.userId, outcome.amount]));
    expect(byPerson).toEqual({ [five.id]: 500, [one.id]: 20 });
  });

  it('posts new hires on their start date and yearly dates on theirs', async () => {
    const api = await setUp();
    const [hire] = api.people;
    hire.start_date = '2026-11-22';
    const yearly = api.celebration('custom_yearly_date');
    await api.patch(yearly.id, { state: 'active', celebrationDate: '2020-11-22', amount: 5 }).expect(200);
    const outcomes = (await api.run()).posted;
    expect(
      outcomes
        .filter((outcome) => outcome.userId === hire.id)
        .map((outcome) => outcome.amount)
        .sort(),
    ).toEqual([5, 50]);
    const everyone = api.db.users.filter((user) => user.company_id === 1 && user.status === 'active');
    expect(outcomes).toHaveLength(everyone.length + 1);
  });

  it('stops posting a type once it is deactivated, and starts again on reactivation', async () => {
    const api = await setUp();
    const [person] = api.people;
    person.birthday = '1990-11-22';
    const birthday = api.celebration('birthday');
    await api.patch(birthday.id, { state: 'inactive' }).expect(200);
    expect((await api.run()).posted).toEqual([]);
    await api.patch(birthday.id, { state: 'active' }).expect(200);
    expect((await api.run()).posted.map((outcome) => outcome.userId)).toEqual([person.id]);
  });

  it('reaches only the people of its receiving rules', async () => {
    const api = await setUp();
    const [inSales, elsewhere] = api.people;
    inSales.custom_properties.department = 'Sales';
    elsewhere.custom_properties.department = 'Engineering';
    inSales.birthday = elsewhere.birthday = '1990-11-22';
    await api
      .patch(api.celebration('birthday').id, {
        receivingRulesGroup: { groupType: 'OR', conditions: [{ attr: 'department', value: 'Sales' }] },
      })
      .expect(200);
    expect((await api.run()).posted.map((outcome) => outcome.userId)).toEqual([inSales.id]);
  });

  it('skips what the company budget cannot pay and posts it once the budget holds it', async () => {
    const api = await setUp();
    const [person] = api.people;
    person.birthday = '1990-11-22';
    const budget = api.db.company_budgets.find((row) => row.company_id === person.company_id)!;
    budget.balance = 10;
    expect((await api.run()).posted).toEqual([
      expect.objectContaining({ userId: person.id, skipped: 'insufficient_company_budget', bonusId: null }),
    ]);
    budget.balance = 100;
    expect((await api.run()).posted).toEqual([expect.objectContaining({ userId: person.id, skipped: null })]);
    expect(budget.balance).toBe(50);
  });

  it('runs, through the route, for the caller’s company only', async () => {
    const api = await setUp();
    const mine = api.people[0];
    const theirs = colleaguesIn(api.db, 2)[0]!;
    mine.birthday = theirs.birthday = '1990-11-22';
    expect((await api.run()).posted.map((outcome) => outcome.userId)).toEqual([mine.id]);
    expect(api.postsFor(theirs.id).some((bonus) => bonus.created_at.startsWith('2026-11-22'))).toBe(false);
  });
});
