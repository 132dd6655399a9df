import { activityReportPath, type ActivityReport, type ActivityReportResults } from '@laurel/shared/contract';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import type { Database } from '../../db/types';
import { createTestApi } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { addBonus, tinyActivityCompany, type ActivityPeople } from './activity-fixture';

const NOW = '2026-11-22T12:00:00.000Z';

async function reportAs<Report extends ActivityReport>(
  persona: string,
  report: Report,
  query = '',
  status = 200,
  prepare: (db: Database, people: ActivityPeople) => void = () => undefined,
) {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  const people = tinyActivityCompany(api.db);
  prepare(api.db, people);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http
    .get(`${activityReportPath(report)}${query}`)
    .set('Authorization', authorization)
    .expect(status);
  return { body: response.body as { result: ActivityReportResults[Report] }, people };
}

const person = (user: { id: number; display_name: string }) => ({ id: user.id, displayName: user.display_name });

describe('GET /api/v2/admin/reports/activity/recognition_activity', () => {
  it("counts the previous month's recognitions by week and type, newest first, by default", async () => {
    const { body, people } = await reportAs('global_admin', 'recognition_activity');
    const { result } = body;
    expect(result).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-31', department: null });
    expect(result.departments).toEqual(expect.arrayContaining(['Engineering', 'Finance', 'People']));
    // 10 + 5×2 + 50 + 20 + 30: November's, September's and the other company's are not counted.
    expect(result.totals).toEqual({
      recognitions: 5,
      points: 120,
      byType: { peer: 2, award: 1, incentive: 1, celebration: 1 },
    });
    // 1 October 2026 is a Thursday: its week starts on Monday 28 September.
    expect(result.weeks).toEqual([
      { weekStart: '2026-09-28', peer: 0, award: 0, incentive: 0, celebration: 0 },
      { weekStart: '2026-10-05', peer: 2, award: 0, incentive: 0, celebration: 0 },
      { weekStart: '2026-10-12', peer: 0, award: 1, incentive: 0, celebration: 0 },
      { weekStart: '2026-10-19', peer: 0, award: 0, incentive: 1, celebration: 0 },
      { weekStart: '2026-10-26', peer: 0, award: 0, incentive: 0, celebration: 1 },
    ]);
    expect(result.rows.map((row) => [row.type, row.points])).toEqual([
      ['celebration', 30],
      ['incentive', 20],
      ['award', 50],
      ['peer', 10],
      ['peer', 10],
    ]);
    expect(result.rows[3]).toMatchObject({
      giver: person(people.mateo),
      receivers: [person(people.emma), person(people.admin)],
    });
    expect(result.pagination).toEqual({ pageNumber: 1, pageCount: 1, totalCount: 5, pageSize: 24 });
  });

  it("keeps a department's recognitions, given or received", async () => {
    const { body } = await reportAs('awards_admin', 'recognition_activity', '?department=Finance');
    expect(body.result.department).toBe('Finance');
    expect(body.result.rows.map((row) => row.type)).toEqual(['celebration', 'incentive']);
  });

  it('pages the latest recognitions 24 at a time', async () => {
    const { body } = await reportAs('global_admin', 'recognition_activity', '?page=2', 200, (db, { emma, mateo }) => {
      for (let day = 1; day <= 25; day += 1)
        addBonus(db, emma, [mateo], 1, `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`);
    });
    expect(body.result.pagination).toEqual({ pageNumber: 2, pageCount: 2, totalCount: 30, pageSize: 24 });
    expect(body.result.rows).toHaveLength(6);
  });

  it('refuses a range that ends before it starts', async () => {
    const { body } = await reportAs(
      'global_admin',
      'recognition_activity',
      '?start_date=2026-10-31&end_date=2026-10-01',
      422,
    );
    expect(body).toMatchObject({ error: 'report_range_reversed' });
  });

  it('answers a department from the XSS corpus with nobody, as data', async () => {
    for (const { payload } of corpus.slice(0, 5)) {
      const { body } = await reportAs('global_admin', 'points_earned', `?department=${encodeURIComponent(payload)}`);
      expect(body.result.rows).toEqual([]);
    }
  });
});

describe('GET /api/v2/admin/reports/activity/points_given_report', () => {
  it('counts points per giver and department, and what came from allowances', async () => {
    const { body, people } = await reportAs('finance_admin', 'points_given_report');
    const { result } = body;
    // The award, incentive and celebration posts are the company's; 4 of Mateo's 10 were flash points.
    expect(result.totals).toEqual({ points: 120, recognitions: 5, givers: 4, allowanceUsed: 16 });
    const [first, second, ...ties] = result.rows;
    expect(first).toEqual({
      user: person(people.admin),
      department: 'People',
      recognitions: 2,
      points: 80,
      allowanceUsed: 0,
    });
    expect(second).toEqual({
      user: person(people.finance),
      department: 'Finance',
      recognitions: 1,
      points: 20,
      allowanceUsed: 0,
    });
    expect(ties.map((row) => [row.user.id, row.points, row.allowanceUsed]).sort()).toEqual(
      [
        [people.emma.id, 10, 10],
        [people.mateo.id, 10, 6],
      ].sort(),
    );
    expect(result.byDepartment).toEqual([
      { department: 'People', points: 80, recognitions: 2 },
      { department: 'Engineering', points: 20, recognitions: 2 },
      { department: 'Finance', points: 20, recognitions: 1 },
    ]);
  });

  it("counts only the chosen department's givers", async () => {
    const { body } = await reportAs('global_admin', 'points_given_report', '?department=Finance');
    expect(body.result.totals).toEqual({ points: 20, recognitions: 1, givers: 1, allowanceUsed: 0 });
    expect(body.result.byDepartment).toEqual([{ department: 'Finance', points: 20, recognitions: 1 }]);
  });

  it('is not for a rewards or awards admin', async () => {
    await reportAs('rewards_admin', 'points_given_report', '', 403);
    await reportAs('awards_admin', 'points_given_report', '', 403);
  });
});

describe('GET /api/v2/admin/reports/activity/points_earned', () => {
  it('counts what each receiver earned, each receiver once per recognition', async () => {
    const { body, people } = await reportAs('finance_admin', 'points_earned');
    const { result } = body;
    expect(result.totals).toEqual({ points: 120, recognitions: 6, receivers: 4 });
    expect(result.rows[0]).toEqual({
      user: person(people.emma),
      department: 'Engineering',
      recognitions: 2,
      points: 55,
    });
    expect(result.rows.at(-1)).toEqual({
      user: person(people.admin),
      department: 'People',
      recognitions: 1,
      points: 5,
    });
    expect(result.byDepartment).toEqual([
      { department: 'Engineering', points: 85, recognitions: 4 },
      { department: 'Finance', points: 30, recognitions: 1 },
      { department: 'People', points: 5, recognitions: 1 },
    ]);
  });

  it('takes a custom range, both days included', async () => {
    const { body } = await reportAs('global_admin', 'points_earned', '?start_date=2026-10-31&end_date=2026-11-01');
    // The celebration late on 31 October and 99 to Mateo at midnight on 1 November.
    expect(body.result.totals).toEqual({ points: 129, recognitions: 2, receivers: 2 });
  });
});

describe('GET /api/v2/admin/reports/activity/redemptions', () => {
  it('lists every order with its state and counts what was redeemed by reward type', async () => {
    const { body, people } = await reportAs('rewards_admin', 'redemptions');
    const { result } = body;
    expect(result.rows.map((row) => [row.points, row.status])).toEqual([
      [40, 'new'],
      [500, 'declined'],
      [250, 'fulfilled'],
      [100, 'approved'],
    ]);
    expect(result.rows[2]).toMatchObject({
      user: person(people.mateo),
      department: 'Engineering',
      rewardType: 'donation',
    });
    // The declined order gave its points back.
    expect(result.totals).toEqual({ orders: 3, points: 390 });
    expect(result.byRewardType).toEqual([
      { rewardType: 'donation', orders: 1, points: 250 },
      { rewardType: 'gift_card', orders: 1, points: 100 },
      { rewardType: 'physical', orders: 1, points: 40 },
    ]);
  });

  it("keeps the chosen department's people", async () => {
    const { body } = await reportAs('global_admin', 'redemptions', '?department=Engineering');
    expect(body.result.rows).toHaveLength(3);
    expect(body.result.totals).toEqual({ orders: 2, points: 350 });
  });

  it('is not for a finance admin', async () => {
    await reportAs('finance_admin', 'redemptions', '', 403);
  });
});

describe('GET /api/v2/admin/reports/activity/rewards_cost', () => {
  it("converts redeemed points at the budget's rate, by category and by month", async () => {
    const { body } = await reportAs('finance_admin', 'rewards_cost');
    const { result } = body;
    expect(result.currency).toEqual({ isoCode: 'EUR', exchangeRate: 4 });
    // (100 + 250 + 40) / 4.
    expect(result.totals).toEqual({ orders: 3, points: 390, cost: 97.5 });
    expect(result.byMonth).toEqual([{ month: '2026-10', points: 390, cost: 97.5 }]);
    expect(result.rows).toEqual([
      { category: 'donation', orders: 1, points: 250, cost: 62.5 },
      { category: 'electronics', orders: 2, points: 140, cost: 35 },
    ]);
  });

  it('shows every month of the range, empty ones too', async () => {
    const { body } = await reportAs('global_admin', 'rewards_cost', '?start_date=2026-08-01&end_date=2026-11-30');
    expect(body.result.byMonth).toEqual([
      { month: '2026-08', points: 0, cost: 0 },
      { month: '2026-09', points: 70, cost: 17.5 },
      { month: '2026-10', points: 390, cost: 97.5 },
      { month: '2026-11', points: 60, cost: 15 },
    ]);
  });

  it('is not for a rewards admin', async () => {
    await reportAs('rewards_admin', 'rewards_cost', '', 403);
  });
});
