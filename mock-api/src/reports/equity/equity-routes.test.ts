import type { EquityBreakdown, RecognitionEquity } from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../../db/types';
import { createTestApi } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { RECOGNITION_EQUITY_PATH } from './equity-routes';

const NOW = '2026-11-22T12:00:00.000Z';
const OCTOBER = '?start_date=2026-10-01&end_date=2026-10-31';

interface SmallCompany {
  e: User[];
  s: User[];
  l: User[];
  o: User[];
}

/**
 * Company 1 cut down to 16 counted people: Engineering e1–e6, Sales s1–s5, Legal l1–l2 and Ops o1–o3 (o3 is the
 * global admin), all in Lisbon. s1–s5 report to e1, o1–o2 to e2. e1–e6, s1 and s2 started this year, the rest in 2020.
 */
function smallCompany(db: Database, minGroupSize?: number): SmallCompany {
  const admin = db.users.find((user) => user.persona === 'global_admin')!;
  const others = db.users.filter((user) => user.company_id === 1 && !user.persona);
  const counted = [...others.slice(0, 15), admin];
  for (const user of db.users.filter((row) => row.company_id === 1)) {
    user.status = counted.includes(user) ? 'active' : 'deactivated';
    user.manager_id = null;
  }
  const [observer] = others.slice(15);
  Object.assign(observer!, { status: 'active', user_mode: 'observer' });
  observer!.custom_properties.department = 'Engineering';
  const place = (users: User[], department: string) => {
    for (const user of users) {
      user.custom_properties = { ...user.custom_properties, department, location: 'Lisbon' };
      user.user_mode = 'normal';
    }
    return users;
  };
  const company = {
    e: place(counted.slice(0, 6), 'Engineering'),
    s: place(counted.slice(6, 11), 'Sales'),
    l: place(counted.slice(11, 13), 'Legal'),
    o: place(counted.slice(13, 16), 'Ops'),
  };
  for (const member of company.s) member.manager_id = company.e[0]!.id;
  for (const member of company.o.slice(0, 2)) member.manager_id = company.e[1]!.id;
  for (const user of counted) user.start_date = '2020-01-01';
  for (const user of [...company.e, ...company.s.slice(0, 2)]) user.start_date = '2026-01-01';
  if (minGroupSize) (db.companies[0] as { analytics_min_group_size?: number }).analytics_min_group_size = minGroupSize;

  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);
  let id = 900_000;
  const give = (giver: User, receivers: User[], amount: number, at: string, companyId = 1) =>
    db.bonuses.push({
      id: id++,
      company_id: companyId,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount,
      reason: 'Thanks',
      hashtags: ['Care'],
      privacy: 'publicly_visible',
      created_at: at,
    } as Bonus);
  const { e, s, l } = company;
  give(e[0]!, [e[1]!], 10, '2026-10-05T09:00:00.000Z');
  give(s[0]!, [e[1]!, s[1]!], 20, '2026-10-10T09:00:00.000Z');
  give(e[1]!, [l[0]!], 5, '2026-10-20T09:00:00.000Z');
  give(e[0]!, [s[2]!], 50, '2026-09-30T23:59:59.000Z');
  give(e[2]!, [s[2]!], 7, '2026-10-31T23:59:59.000Z');
  give(e[2]!, [e[3]!], 99, '2026-11-01T00:00:00.000Z');
  give(e[2]!, [e[4]!], 99, '2026-10-15T00:00:00.000Z', 2);
  return company;
}

async function equityAs(persona: string, query = OCTOBER, minGroupSize?: number) {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  const company = smallCompany(api.db, minGroupSize);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http.get(`${RECOGNITION_EQUITY_PATH}${query}`).set('Authorization', authorization);
  return { response, company, result: response.body.result as RecognitionEquity };
}

const breakdown = (result: RecognitionEquity, dimension: string) =>
  result.breakdowns.find((candidate) => candidate.dimension === dimension)!;
const segmentNames = (of: EquityBreakdown) => of.segments.map((segment) => segment.name);

describe('GET /api/v2/admin/reports/recognition_equity', () => {
  it('counts October by department, counted by hand, and hides the two small departments', async () => {
    const { response, result } = await equityAs('global_admin');
    expect(response.status).toBe(200);
    expect(result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(result.minGroupSize).toBe(5);
    // e2 (10 + 20), s2 (20), s3 (7, on the range's last second) and l1 (5); the observer is not counted.
    expect(result.company).toEqual({ people: 16, recognised: 4, recognitions: 5, points: 62 });
    expect(breakdown(result, 'department')).toEqual({
      dimension: 'department',
      segments: [
        { key: 'Engineering', name: 'Engineering', people: 6, recognised: 1, recognitions: 2, points: 30 },
        { key: 'Sales', name: 'Sales', people: 5, recognised: 2, recognitions: 2, points: 27 },
      ],
      hiddenSegments: 2,
    });
    // Legal's figures never leave the server.
    expect(JSON.stringify(result)).not.toContain('Legal');
  });

  it('splits by location and tenure band at the end of the range', async () => {
    const { result } = await equityAs('global_admin');
    expect(breakdown(result, 'location').segments).toEqual([
      { key: 'Lisbon', name: 'Lisbon', people: 16, recognised: 4, recognitions: 5, points: 62 },
    ]);
    expect(breakdown(result, 'tenure')).toEqual({
      dimension: 'tenure',
      segments: [
        { key: 'under_1', name: 'under_1', people: 8, recognised: 2, recognitions: 3, points: 50 },
        { key: '5_plus', name: '5_plus', people: 8, recognised: 2, recognitions: 2, points: 12 },
      ],
      hiddenSegments: 0,
    });
  });

  it("hides e2's team of two, then e1's team of five, since two people alone would be the difference", async () => {
    const { result } = await equityAs('global_admin');
    expect(breakdown(result, 'team')).toEqual({ dimension: 'team', segments: [], hiddenSegments: 2 });
  });

  it("reads the company's own minimum group size", async () => {
    const { result, company } = await equityAs('global_admin', OCTOBER, 2);
    expect(result.minGroupSize).toBe(2);
    expect(segmentNames(breakdown(result, 'department'))).toEqual(['Engineering', 'Sales', 'Ops', 'Legal']);
    expect(breakdown(result, 'team').segments).toEqual([
      {
        key: String(company.e[0]!.id),
        name: company.e[0]!.display_name,
        people: 5,
        recognised: 2,
        recognitions: 2,
        points: 27,
      },
      {
        key: String(company.e[1]!.id),
        name: company.e[1]!.display_name,
        people: 2,
        recognised: 0,
        recognitions: 0,
        points: 0,
      },
    ]);
  });

  it('lists who received nothing in the last 60 days, by manager, those without one last', async () => {
    const { result, company } = await equityAs('global_admin');
    const { e, s, l, o } = company;
    const named = (users: User[]) => users.map((user) => user.display_name).sort((a, b) => a.localeCompare(b));
    expect(result.unrecognisedSince).toBe('2026-09-23T12:00:00.000Z');
    const managers = [e[0]!, e[1]!].sort((a, b) => a.display_name.localeCompare(b.display_name));
    expect(result.unrecognised.map((team) => team.manager?.name ?? null)).toEqual([
      ...managers.map((manager) => manager.display_name),
      null,
    ]);
    const teamOf = (manager: User | null) =>
      result.unrecognised.find((team) => (team.manager?.id ?? null) === (manager?.id ?? null))!;
    // s2 and s3 were recognised; s3's last was on 31 October.
    expect(teamOf(e[0]!).people.map((person) => person.name)).toEqual(named([s[0]!, s[3]!, s[4]!]));
    expect(teamOf(e[1]!).people.map((person) => person.name)).toEqual(named([o[0]!, o[1]!]));
    expect(teamOf(null).people.map((person) => person.name)).toEqual(named([e[0]!, e[2]!, e[4]!, e[5]!, l[1]!, o[2]!]));
    expect(teamOf(null).people.every((person) => person.lastRecognisedAt === null)).toBe(true);
  });

  it('reads the previous month when no range is given', async () => {
    const { result } = await equityAs('global_admin', '');
    expect(result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(result.company.points).toBe(62);
  });

  it('refuses a range that is not one', async () => {
    const { response } = await equityAs('global_admin', '?start_date=2026-10-31&end_date=2026-10-01');
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('report_range_reversed');
  });

  it.each(['company_admin', 'finance_admin', 'manager', 'employee'])('refuses %s', async (persona) => {
    const api = createTestApi({ now: () => Date.parse(NOW) });
    const { authorization } = await personaAuth(api.db, persona);
    const response = await api.http.get(RECOGNITION_EQUITY_PATH).set('Authorization', authorization);
    expect(response.status).toBe(403);
    expect(response.body.result).toBeUndefined();
  });
});
