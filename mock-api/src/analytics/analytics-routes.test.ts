import type { Leaderboard, PersonalAnalytics } from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

const OCTOBER = '?start_date=2026-10-01&end_date=2026-10-31';

const person = (db: Database, persona: string) => db.users.find((user) => user.persona === persona)!;
const optOut = (user: User) =>
  Object.assign(user, {
    recognition_preferences: { default_privacy: null, leaderboard_opt_out: true, celebrations_opt_out: false },
  });

/** Company 1 with only the recognitions below, so each figure is counted by hand. */
function october(db: Database) {
  const mateo = person(db, 'manager');
  const emma = person(db, 'employee');
  const gloria = person(db, 'global_admin');
  const fiona = person(db, 'finance_admin');
  // Someone else's report: the manager never sees them as team.
  const otherReport = db.users.find(
    (user) => user.company_id === 1 && user.manager_id !== null && user.manager_id !== mateo.id && !user.persona,
  )!;
  for (const user of db.users.filter((row) => row.company_id === 1 && row.manager_id === mateo.id)) {
    if (user.id !== emma.id) user.manager_id = otherReport.manager_id;
  }
  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);
  let id = 800_000;
  const bonus = (giver: User, receivers: User[], amount: number, hashtags: string[], at: string) =>
    db.bonuses.push({
      id: id++,
      company_id: 1,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount,
      reason: 'Thanks',
      hashtags,
      privacy: 'publicly_visible',
      created_at: at,
    } as Bonus);
  // Thursday 1 October starts the week of Monday 28 September.
  bonus(emma, [mateo], 10, ['OwnIt'], '2026-10-01T09:00:00.000Z');
  bonus(mateo, [emma, gloria], 5, ['Care'], '2026-10-06T09:00:00.000Z');
  bonus(otherReport, [emma], 3, ['Care'], '2026-10-07T09:00:00.000Z');
  bonus(gloria, [otherReport], 20, ['Bold'], '2026-10-20T09:00:00.000Z');
  bonus(fiona, [otherReport], 1, ['Bold'], '2026-10-21T09:00:00.000Z');
  bonus(emma, [otherReport], 2, ['Care'], '2026-10-22T09:00:00.000Z');
  // Outside the range: September, and another company.
  bonus(emma, [mateo], 99, ['OwnIt'], '2026-09-30T23:59:00.000Z');
  db.bonuses.push({ ...db.bonuses.at(-1)!, id: id++, company_id: 2, created_at: '2026-10-10T09:00:00.000Z' });
  return { mateo, emma, gloria, fiona, otherReport };
}

async function readAs(api: ReturnType<typeof createTestApi>, persona: string, path: string, status: number) {
  const { authorization } = await personaAuth(api.db, persona);
  return api.http.get(path).set('Authorization', authorization).expect(status);
}

function setUp() {
  const api = createTestApi({ now: () => Date.parse('2026-11-22T12:00:00.000Z') });
  const people = october(api.db);
  const read = (persona: string, path: string, status = 200) => readAs(api, persona, path, status);
  return { api, read, ...people };
}

describe('GET /api/v2/analytics/me', () => {
  it("answers the manager's own figures and their direct reports', week by week", async () => {
    const { read, emma } = setUp();
    const { body } = await read('manager', `/api/v2/analytics/me${OCTOBER}`);
    const result = body.result as PersonalAnalytics;
    expect(result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(result.me).toMatchObject({ given: 1, received: 1, points_given: 10, points_received: 10 });
    expect(result.me.weeks.map((week) => week.week_start)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(result.me.weeks.slice(0, 2)).toEqual([
      { week_start: '2026-09-28', given: 0, received: 1 },
      { week_start: '2026-10-05', given: 1, received: 0 },
    ]);
    expect(result.me.values).toEqual([
      { hashtag: 'Care', count: 1 },
      { hashtag: 'OwnIt', count: 1 },
    ]);
    // Only Emma reports to Mateo: another manager's report is not on his team.
    expect(result.team!.members.map((member) => member.id)).toEqual([emma.id]);
    expect(result.team).toMatchObject({ given: 2, received: 2, points_given: 12, points_received: 8 });
    expect(result.team!.members[0]).toMatchObject({ given: 2, received: 2, points_received: 8 });
  });

  it('has no team section for someone who manages nobody', async () => {
    const { read } = setUp();
    const { body } = await read('global_admin', `/api/v2/analytics/me${OCTOBER}`);
    expect((body.result as PersonalAnalytics).team).toBeNull();
    expect((body.result as PersonalAnalytics).me).toMatchObject({ given: 1, received: 1 });
  });

  it('defaults to the previous month', async () => {
    const { read } = setUp();
    const { body } = await read('manager', '/api/v2/analytics/me');
    expect(body.result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
  });

  it('refuses a reversed range with its error', async () => {
    const { read } = setUp();
    const { body } = await read('manager', '/api/v2/analytics/me?start_date=2026-10-31&end_date=2026-10-01', 422);
    expect(body.error).toBe('report_range_reversed');
  });

  it.each(['employee', 'company_admin', 'tier_one_user'])('refuses %s, who has no Analytics (§6)', async (persona) => {
    const { read } = setUp();
    const { body } = await read(persona, '/api/v2/analytics/me', 403);
    expect(body.result).toBeUndefined();
  });
});

describe('GET /api/v2/analytics/leaderboard', () => {
  it('ranks the top givers and receivers, equal counts sharing a rank', async () => {
    const { read, emma, otherReport, mateo, gloria, fiona } = setUp();
    const { body } = await read('manager', `/api/v2/analytics/leaderboard${OCTOBER}`);
    const result = body.result as Leaderboard;
    expect(result.givers.map(({ rank, person, count, points }) => [rank, person.id, count, points])).toEqual([
      [1, emma.id, 2, 12],
      [2, gloria.id, 1, 20],
      [2, mateo.id, 1, 10],
      [2, otherReport.id, 1, 3],
      [2, fiona.id, 1, 1],
    ]);
    expect(result.receivers.map(({ rank, person }) => [rank, person.id])).toEqual([
      [1, otherReport.id],
      [2, emma.id],
      [3, mateo.id],
      [3, gloria.id],
    ]);
    expect(result.viewer_opted_out).toBe(false);
  });

  it('never lists a person who opted out, and tells the viewer who did', async () => {
    const { api, read, emma, otherReport } = setUp();
    optOut(otherReport);
    optOut(person(api.db, 'manager'));
    const { body } = await read('manager', `/api/v2/analytics/leaderboard${OCTOBER}`);
    const result = body.result as Leaderboard;
    const listed = [...result.givers, ...result.receivers].map((entry) => entry.person.id);
    expect(listed).not.toContain(otherReport.id);
    expect(listed).not.toContain(person(api.db, 'manager').id);
    expect(result.receivers[0]!.person.id).toBe(emma.id);
    expect(result.viewer_opted_out).toBe(true);
  });

  it('is refused when the company hides competitive features, unless the viewer is a global admin', async () => {
    const { api, read } = setUp();
    api.db.companies.find((company) => company.id === 1)!.hide_competitive_features = true;
    await read('manager', '/api/v2/analytics/leaderboard', 403);
    await read('global_admin', '/api/v2/analytics/leaderboard');
    // Personal figures are not competitive: they stay.
    await read('manager', '/api/v2/analytics/me');
  });

  it('refuses someone without Analytics', async () => {
    const { read } = setUp();
    await read('employee', '/api/v2/analytics/leaderboard', 403);
  });
});
