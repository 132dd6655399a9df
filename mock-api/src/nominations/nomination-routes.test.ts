import type { Nomination, NominatorNominationPeriod } from '@laurel/shared/contract';
import type { User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { NOMINATION_PERIODS, NOMINATIONS, nominationPeriodIn } from '../testing/nominations';

async function setUp(start = '2026-11-22T12:00:00.000Z') {
  const clock = testClock(start);
  const api = createTestApi({ now: clock.now });
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const colleagues = api.db.users.filter((user) => user.company_id === 1 && !user.persona && user.status === 'active');
  const nominate = (
    auth: { authorization: string },
    nominationPeriodId: number,
    nominee: User,
    reason = 'Great work',
  ) =>
    api.http
      .post(NOMINATIONS)
      .set('Authorization', auth.authorization)
      .send({ nominationPeriodId, nominatedUserId: nominee.id, reason });
  const period = (id: number, overrides = {}) =>
    nominationPeriodIn(
      api.db,
      1,
      api.db.users.find((user) => user.persona === 'awards_admin')!,
      id,
      {
        start_date: '2026-11-20T00:00:00.000Z',
        ...overrides,
      },
    );
  return { ...api, clock, employee, manager, colleagues, nominate, period };
}

describe('nominating', () => {
  it('lists the periods the reader may nominate in with their own nominations, and reads one', async () => {
    const api = await setUp();
    const list = await api.http.get(NOMINATION_PERIODS).set('Authorization', api.employee.authorization).expect(200);
    const records = list.body.records as NominatorNominationPeriod[];
    expect(records.map((period) => [period.id, period.status])).toEqual([
      [2, 'upcoming'],
      [1, 'open'],
      [3, 'closed'],
    ]);
    const open = records.find((period) => period.id === 1)!;
    expect(open).toMatchObject({ nominationLimit: 3, nomineeRulesGroup: { groupType: 'AND', conditions: [] } });
    expect(open.currentUserNominations).toHaveLength(2);
    expect(open.currentUserNominations.every((nomination) => nomination.nominatorId === api.employee.user.id)).toBe(
      true,
    );
    expect(Object.keys(open).sort()).toEqual(
      [
        'currentUserNominations',
        'description',
        'endDate',
        'id',
        'name',
        'nominationLimit',
        'nomineeRulesGroup',
        'startDate',
        'status',
      ].sort(),
    );
    const onlyOpen = await api.http
      .get(`${NOMINATION_PERIODS}?status=open`)
      .set('Authorization', api.employee.authorization);
    expect(onlyOpen.body.records.map((period: { id: number }) => period.id)).toEqual([1]);
    await api.http
      .get(`${NOMINATION_PERIODS}?status=soon`)
      .set('Authorization', api.employee.authorization)
      .expect(400);
    const one = await api.http
      .get(`${NOMINATION_PERIODS}/1`)
      .set('Authorization', api.employee.authorization)
      .expect(200);
    expect(one.body).toEqual(open);
  });

  it('hides a period from someone its nominator rules leave out', async () => {
    const api = await setUp();
    api.period(50, {
      nominator_rules: { conditions_operator: 'and', conditions: [{ attr: 'email', value: api.manager.user.email }] },
    });
    const ids = async (auth: { authorization: string }) =>
      (
        (await api.http.get(NOMINATION_PERIODS).set('Authorization', auth.authorization)).body.records as {
          id: number;
        }[]
      ).map((period) => period.id);
    expect(await ids(api.manager)).toContain(50);
    expect(await ids(api.employee)).not.toContain(50);
    await api.http.get(`${NOMINATION_PERIODS}/50`).set('Authorization', api.employee.authorization).expect(404);
    const refused = await api.nominate(api.employee, 50, api.colleagues[0]!).expect(403);
    expect(refused.body).toMatchObject({
      error: 'not_nominator',
      message: 'You may not nominate in this nomination period',
    });
  });

  it('nominates, and reads back the nominator’s own nominations', async () => {
    const api = await setUp();
    const nominee = api.colleagues[5]!;
    const created = await api.nominate(api.employee, 1, nominee, '  Kept the release calm  ').expect(201);
    expect(created.body).toMatchObject({
      nominationPeriodId: 1,
      nominatorId: api.employee.user.id,
      nominatedUserId: nominee.id,
      reason: 'Kept the release calm',
      createdAt: '2026-11-22T12:00:00.000Z',
      nominatedUser: { id: nominee.id, displayName: nominee.display_name },
    });
    const own = await api.http
      .get(`${NOMINATIONS}?nomination_period_id=1`)
      .set('Authorization', api.employee.authorization);
    const nominations = own.body.records as Nomination[];
    expect(nominations).toHaveLength(3);
    expect(nominations[0]!.id).toBe(created.body.id);
    expect(nominations.every((nomination) => nomination.nominatorId === api.employee.user.id)).toBe(true);
  });

  it('refuses with the catalogue’s words: reason, self, duplicate, unknown and ineligible nominees', async () => {
    const api = await setUp();
    const [nominee, other] = api.colleagues as [User, User];
    const refusal = async (test: ReturnType<typeof api.nominate>, status: number) => (await test.expect(status)).body;
    expect(await refusal(api.nominate(api.employee, 1, api.colleagues[6]!, '   '), 422)).toMatchObject({
      error: 'nomination_reason_required',
      message: 'Say why you are nominating this colleague',
    });
    expect((await refusal(api.nominate(api.employee, 1, api.colleagues[6]!, 'x'.repeat(1001)), 422)).message).toBe(
      'Keep the reason under 1000 characters',
    );
    expect((await refusal(api.nominate(api.employee, 1, api.employee.user), 422)).error).toBe('self_nomination');
    // The seed's employee nominated the first colleague in period 1 already.
    expect((await refusal(api.nominate(api.employee, 1, nominee), 409)).error).toBe('nomination_duplicate');
    const stranger = api.db.users.find((user) => user.company_id !== 1)!;
    expect((await refusal(api.nominate(api.employee, 1, stranger), 422)).error).toBe('nominee_not_eligible');
    const gone = api.colleagues[7]!;
    gone.status = 'deactivated';
    expect((await refusal(api.nominate(api.employee, 1, gone), 422)).error).toBe('nominee_not_eligible');
    api.period(60, {
      nominee_rules: { conditions_operator: 'and', conditions: [{ attr: 'email', value: other.email }] },
    });
    expect((await refusal(api.nominate(api.employee, 60, nominee), 422)).error).toBe('nominee_not_eligible');
    await api.nominate(api.employee, 60, other).expect(201);
    expect((await refusal(api.nominate(api.employee, 9999, other), 404)).error).toBe('not_found');
    await api.http
      .post(NOMINATIONS)
      .set('Authorization', api.employee.authorization)
      .send({ nominationPeriodId: 'one', nominatedUserId: other.id })
      .expect(400);
  });

  it('takes nominations only while the period is open, to the millisecond', async () => {
    const api = await setUp('2026-11-30T23:59:59.999Z');
    api.period(70, { start_date: '2026-12-01T00:00:00.000Z', end_date: '2026-12-02T00:00:00.000Z' });
    const before = await api.nominate(api.employee, 70, api.colleagues[0]!).expect(409);
    expect(before.body.message).toBe('Nominations are not open in this period');
    api.clock.set('2026-12-01T00:00:00.000Z');
    await api.nominate(api.employee, 70, api.colleagues[0]!).expect(201);
    api.clock.set('2026-12-01T23:59:59.999Z');
    await api.nominate(api.employee, 70, api.colleagues[1]!).expect(201);
    api.clock.set('2026-12-02T00:00:00.000Z');
    await api.nominate(api.employee, 70, api.colleagues[2]!).expect(409);
  });

  it('stops at the limit, and nobody is limited without one', async () => {
    const api = await setUp();
    // Two of three made in the seed.
    await api.nominate(api.employee, 1, api.colleagues[5]!).expect(201);
    const refused = await api.nominate(api.employee, 1, api.colleagues[6]!).expect(409);
    expect(refused.body).toMatchObject({
      error: 'nomination_limit_reached',
      message: 'You have made all 3 of your nominations',
    });
    api.period(80);
    for (const nominee of api.colleagues.slice(0, 12)) await api.nominate(api.employee, 80, nominee).expect(201);
  });

  it('lets exactly the limit of concurrent nominations land', async () => {
    const api = await setUp();
    api.period(90, { nomination_limit: 2 });
    const answers = await Promise.all(
      api.colleagues.slice(0, 8).map((nominee) => api.nominate(api.employee, 90, nominee).then((res) => res.status)),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(2);
    expect(answers.filter((status) => status === 409)).toHaveLength(6);
    expect(api.db.nominations.filter((row) => row.nomination_period_id === 90)).toHaveLength(2);
  });

  it('lets the same nominee land once from concurrent tries', async () => {
    const api = await setUp();
    api.period(91);
    const nominee = api.colleagues[3]!;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => api.nominate(api.employee, 91, nominee).then((res) => res.status)),
    );
    expect(answers.sort()).toEqual([201, 409, 409, 409]);
  });

  it('needs can-access-nominations: a tier without it gets 403', async () => {
    const api = await setUp();
    const free = await personaAuth(api.db, 'free_user');
    await api.http.get(NOMINATION_PERIODS).set('Authorization', free.authorization).expect(403);
  });
});

describe('the nominee picker', () => {
  it('offers the colleagues the period’s nominee rules allow, never the reader, by name or e-mail', async () => {
    const api = await setUp();
    const [first, second] = api.colleagues as [User, User];
    const search = (periodId: number, query = '') =>
      api.http
        .get(`${NOMINATION_PERIODS}/${periodId}/nominees${query}`)
        .set('Authorization', api.employee.authorization);
    const everyone = (await search(1).expect(200)).body.result as { id: number }[];
    expect(everyone.length).toBe(20);
    expect(everyone.some((user) => user.id === api.employee.user.id)).toBe(false);
    const byEmail = (await search(1, `?search=${encodeURIComponent(second.email.toUpperCase())}`).expect(200)).body;
    expect(byEmail.result.map((user: { id: number }) => user.id)).toEqual([second.id]);
    api.period(95, {
      nominee_rules: {
        conditions_operator: 'or',
        conditions: [
          { attr: 'email', value: first.email },
          { attr: 'email', value: api.employee.user.email },
        ],
      },
    });
    expect((await search(95).expect(200)).body.result.map((user: { id: number }) => user.id)).toEqual([first.id]);
    api.period(96, {
      nominator_rules: { conditions_operator: 'and', conditions: [{ attr: 'email', value: first.email }] },
    });
    await search(96).expect(404);
    await search(1, `?search=${'x'.repeat(201)}`).expect(400);
  });
});
