import type {
  GivingAndReceiving,
  ManagersAndTeams,
  ParticipationComparison,
  ParticipationOptions,
  ParticipationSummary,
} from '@laurel/shared/contract';
import type { Bonus, Database, User } from '../../db/types';
import { createTestApi } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { PARTICIPATION_PATHS } from './participation-routes';

// Its previous month, October 2026, is the default range.
const NOW = '2026-11-22T12:00:00.000Z';

const figures = (people: number, givers: number, receivers: number, recognitions: number) => ({
  people,
  givers,
  receivers,
  giverShare: Math.round((100 * givers) / people),
  receiverShare: Math.round((100 * receivers) / people),
  recognitions,
});

/**
 * Company 1 cut down to four active people: Ada (Ops, Paris), Farah (Ops, Paris, in Mateo's team),
 * Emma (Sales, Lisbon, in Mateo's team) and Mateo (Sales, Lisbon, the only manager).
 */
function tinyCompany(db: Database) {
  const person = (persona: string) => db.users.find((user) => user.persona === persona)!;
  const [ada, farah, emma, mateo] = ['global_admin', 'finance_admin', 'employee', 'manager'].map(person) as [
    User,
    User,
    User,
    User,
  ];
  const kept = new Set([ada.id, farah.id, emma.id, mateo.id]);
  const gone = db.users.find((user) => user.company_id === 1 && !kept.has(user.id))!;
  for (const user of db.users.filter((row) => row.company_id === 1)) {
    user.status = kept.has(user.id) ? 'active' : 'deactivated';
    user.is_manager = user.id === mateo.id;
  }
  const set = (user: User, name: string, department: string, location: string, managerId: number | null) => {
    user.display_name = name;
    user.custom_properties = { ...user.custom_properties, department, location };
    user.manager_id = managerId;
  };
  set(ada, 'Ada Okafor', 'Ops', 'Paris', null);
  set(farah, 'Farah Khan', 'Ops', 'Paris', mateo.id);
  set(emma, 'Emma Lind', 'Sales', 'Lisbon', mateo.id);
  set(mateo, 'Mateo Silva', 'Sales', 'Lisbon', null);
  db.bonuses = db.bonuses.filter((bonus) => bonus.company_id !== 1);

  let id = 900_000;
  const bonus = (giver: User, receivers: User[], at: string, companyId = 1) =>
    db.bonuses.push({
      id: id++,
      company_id: companyId,
      giver_id: giver.id,
      receiver_ids: receivers.map((user) => user.id),
      amount: 5,
      reason: 'Thanks',
      hashtags: [],
      privacy: 'publicly_visible',
      created_at: at,
    } as unknown as Bonus);
  // October 2026 starts on a Thursday: its weeks start on the 1st, 5th, 12th, 19th and 26th.
  bonus(emma, [mateo], '2026-10-05T09:00:00.000Z');
  bonus(mateo, [emma, ada], '2026-10-13T09:00:00.000Z');
  bonus(gone, [emma], '2026-10-20T09:00:00.000Z');
  bonus(emma, [farah], '2026-10-31T23:59:59.000Z');
  bonus(farah, [emma], '2026-11-01T00:00:00.000Z');
  bonus(ada, [mateo], '2026-09-20T09:00:00.000Z');
  bonus(emma, [mateo], '2026-10-10T09:00:00.000Z', 2);
  return { ada, farah, emma, mateo };
}

async function reportAs<Result>(persona: string, path: string, status = 200) {
  const api = createTestApi({ now: () => Date.parse(NOW) });
  const people = tinyCompany(api.db);
  const { authorization } = await personaAuth(api.db, persona);
  const response = await api.http.get(path).set('Authorization', authorization).expect(status);
  return { result: response.body.result as Result, body: response.body, people };
}

describe('GET /api/v2/admin/reports/participation/giving-and-receiving', () => {
  it('counts the previous month by default, by week, department and person, by hand', async () => {
    const { result, people } = await reportAs<GivingAndReceiving>(
      'global_admin',
      PARTICIPATION_PATHS.givingAndReceiving,
    );
    expect(result.range).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    // Emma and Mateo gave; all four received (Emma also from a colleague who has left, whose gift is not theirs).
    expect(result.totals).toEqual(figures(4, 2, 4, 3));
    expect(result.weeks).toEqual([
      { weekStart: '2026-10-01', ...figures(4, 0, 0, 0) },
      { weekStart: '2026-10-05', ...figures(4, 1, 1, 1) },
      { weekStart: '2026-10-12', ...figures(4, 1, 2, 1) },
      { weekStart: '2026-10-19', ...figures(4, 0, 1, 0) },
      { weekStart: '2026-10-26', ...figures(4, 1, 1, 1) },
    ]);
    expect(result.departments).toEqual([
      { department: 'Ops', ...figures(2, 0, 2, 0) },
      { department: 'Sales', ...figures(2, 2, 2, 3) },
    ]);
    expect(result.people).toEqual({
      page: 1,
      pageCount: 1,
      total: 4,
      rows: [
        { id: people.ada.id, name: 'Ada Okafor', department: 'Ops', given: 0, received: 1 },
        { id: people.emma.id, name: 'Emma Lind', department: 'Sales', given: 2, received: 2 },
        { id: people.farah.id, name: 'Farah Khan', department: 'Ops', given: 0, received: 1 },
        { id: people.mateo.id, name: 'Mateo Silva', department: 'Sales', given: 1, received: 1 },
      ],
    });
  });

  it('filters by department, location, team and range', async () => {
    const path = PARTICIPATION_PATHS.givingAndReceiving;
    const sales = await reportAs<GivingAndReceiving>('global_admin', `${path}?department=Sales`);
    expect(sales.result.totals).toEqual(figures(2, 2, 2, 3));
    const paris = await reportAs<GivingAndReceiving>('global_admin', `${path}?location=Paris`);
    expect(paris.result.totals).toEqual(figures(2, 0, 2, 0));
    const api = await reportAs<GivingAndReceiving>('global_admin', path);
    const team = await reportAs<GivingAndReceiving>('global_admin', `${path}?team=${api.people.mateo.id}`);
    // Emma and Farah: Emma gave twice, both received.
    expect(team.result.totals).toEqual(figures(2, 1, 2, 2));
    const oneWeek = await reportAs<GivingAndReceiving>(
      'global_admin',
      `${path}?start_date=2026-10-12&end_date=2026-10-18`,
    );
    expect(oneWeek.result.totals).toEqual(figures(4, 1, 2, 1));
    expect(oneWeek.result.weeks.map((week) => week.weekStart)).toEqual(['2026-10-12']);
  });

  it.each([
    ['start_date=2026-10-05&end_date=2026-10-01', 'report_range_reversed'],
    ['start_date=2026-13-01&end_date=2026-10-01', 'report_start_date_invalid'],
    ['start_date=2026-10-01', 'report_end_date_invalid'],
  ])('refuses the range %s with %s', async (query, error) => {
    const { body } = await reportAs('global_admin', `${PARTICIPATION_PATHS.givingAndReceiving}?${query}`, 422);
    expect(body.error).toBe(error);
  });
});

describe('the other participation reports', () => {
  it("counts each manager's direct reports", async () => {
    const { result, people } = await reportAs<ManagersAndTeams>('global_admin', PARTICIPATION_PATHS.managersAndTeams);
    expect(result.teams).toEqual([
      { managerId: people.mateo.id, manager: 'Mateo Silva', department: 'Sales', ...figures(2, 1, 2, 2) },
    ]);
  });

  it('compares the range with the 31 days before it and lists each department', async () => {
    const { result } = await reportAs<ParticipationComparison>('global_admin', PARTICIPATION_PATHS.compare);
    expect(result.previousRange).toEqual({ start_date: '2026-08-31', end_date: '2026-09-30' });
    expect(result.current).toEqual(figures(4, 2, 4, 3));
    // Ada to Mateo on 20 September.
    expect(result.previous).toEqual(figures(4, 1, 1, 1));
    expect(result.departments.map((department) => department.department)).toEqual(['Ops', 'Sales']);
  });

  it('summarises the company month by month', async () => {
    const { result } = await reportAs<ParticipationSummary>(
      'global_admin',
      `${PARTICIPATION_PATHS.summary}?start_date=2026-09-01&end_date=2026-10-31`,
    );
    expect(result.totals).toEqual(figures(4, 3, 4, 4));
    expect(result.months).toEqual([
      { month: '2026-09', ...figures(4, 1, 1, 1) },
      { month: '2026-10', ...figures(4, 2, 4, 3) },
    ]);
  });

  it('offers the departments, locations and teams of the active people', async () => {
    const { result, people } = await reportAs<ParticipationOptions>('global_admin', PARTICIPATION_PATHS.options);
    expect(result).toEqual({
      departments: ['Ops', 'Sales'],
      locations: ['Lisbon', 'Paris'],
      teams: [{ id: people.mateo.id, name: 'Mateo Silva' }],
    });
  });

  it.each(['finance_admin', 'employee', 'manager'])('refuses %s', async (persona) => {
    const { body } = await reportAs(persona, PARTICIPATION_PATHS.givingAndReceiving, 403);
    expect(body.result).toBeUndefined();
  });
});
