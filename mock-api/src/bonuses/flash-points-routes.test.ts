import { createTestApi, signInAs, TEST_TODAY } from '../testing/test-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED = new Date(TEST_TODAY.getTime() + 4 * DAY_MS).getTime();

async function ask(
  persona: string,
  status: number,
  { now = TEST_TODAY.getTime(), query = '?status=active', camel = true } = {},
) {
  const api = createTestApi({ now: () => now });
  const { authorization } = await signInAs(api.http, persona);
  const request = api.http.get(`/api/v2/programs/flash_points${query}`).set('Authorization', authorization);
  if (camel) request.set('X-Key-Inflection', 'camel');
  return request.expect(status);
}

describe('GET /api/v2/programs/flash_points', () => {
  it('answers the running program, camel-cased, with the reader’s flash points', async () => {
    const response = await ask('manager', 200);
    expect(response.body.result).toEqual([
      {
        id: 1,
        name: expect.any(String),
        startDate: new Date(TEST_TODAY.getTime() - 2 * DAY_MS).toISOString(),
        endDate: new Date(TEST_TODAY.getTime() + 3.5 * DAY_MS).toISOString(),
        baseColor: '#1b2a4a',
        accentColor: '#ffd35c',
        amountPerPerson: 50,
        flashPointsBalance: 50,
      },
    ]);
  });

  it('answers snake case without the inflection header', async () => {
    const response = await ask('manager', 200, { camel: false });
    expect(response.body.result[0]).toMatchObject({ end_date: expect.any(String), flash_points_balance: 50 });
  });

  it('answers no active program once it has ended, and no flash points to give', async () => {
    const api = createTestApi({ now: () => ENDED });
    const { authorization } = await signInAs(api.http, 'manager');
    const programs = await api.http
      .get('/api/v2/programs/flash_points?status=active')
      .set('Authorization', authorization)
      .expect(200);
    expect(programs.body.result).toEqual([]);
    const budget = await api.http.get('/api/v2/users/show').set('Authorization', authorization).expect(200);
    expect(budget.body.result).toMatchObject({ giving_balance: 100, flash_points_balance: 0 });
  });

  it('lists the ended program when no status is asked for', async () => {
    const response = await ask('manager', 200, { now: ENDED, query: '' });
    expect(response.body.result).toEqual([expect.objectContaining({ id: 1, flashPointsBalance: 0 })]);
  });

  it('answers a colleague without flash points a balance of 0', async () => {
    const response = await ask('employee', 200);
    expect(response.body.result).toEqual([expect.objectContaining({ flashPointsBalance: 0 })]);
  });

  it('answers no other company’s program', async () => {
    const response = await ask('tier_two_user', 200);
    expect(response.body.result).toEqual([]);
  });

  it.each(['tier_one_user', 'free_user', 'tier_alpha_user'])(
    'refuses %s, whose tier has no flash points (403)',
    async (persona) => {
      const response = await ask(persona, 403);
      expect(response.body.error).toBe('forbidden');
    },
  );
});
