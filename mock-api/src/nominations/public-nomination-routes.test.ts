import type { PublicNominationPeriod } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { testClock } from '../testing/announcements';
import { PUBLIC_NOMINATION_PERIODS, nominationIn, nominationPeriodIn } from '../testing/nominations';

const setUp = () => {
  const clock = testClock('2026-11-22T12:00:00.000Z');
  return { ...createTestApi({ now: clock.now }), clock };
};

/** Every key anywhere in an answer. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [...(Array.isArray(value) ? [] : [key]), ...keysOf(inner)])
    : [];

describe('the public nomination page’s read', () => {
  it('answers a public period without signing in: names, pictures and summaries only', async () => {
    const api = setUp();
    const res = await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/1`).expect(200);
    const body = res.body as PublicNominationPeriod;
    expect(body).toMatchObject({ id: 1, name: 'Culture Champion 2026', status: 'open' });
    expect(body.nominees).toHaveLength(2);
    expect(body.nominees[0]).toEqual({
      displayName: expect.any(String),
      profilePic: null,
      nominationCount: 2,
      summary: expect.stringContaining('Always the first to help'),
    });
    expect([...new Set(keysOf(body))].sort()).toEqual(
      [
        'description',
        'displayName',
        'endDate',
        'id',
        'name',
        'nominationCount',
        'nominees',
        'profilePic',
        'startDate',
        'status',
        'summary',
      ].sort(),
    );
    const text = JSON.stringify(body);
    for (const user of api.db.users) {
      expect(text).not.toContain(user.email);
      expect(text).not.toContain(`"${user.slug}"`);
    }
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows nobody who nominated, nor any single reason’s nominator', async () => {
    const api = setUp();
    const body = (await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/3`).expect(200)).body as PublicNominationPeriod;
    const nominatorNames = api.db.nominations
      .filter((row) => row.nomination_period_id === 3)
      .map((row) => api.db.users.find((user) => user.id === row.nominator_id)!.display_name);
    const nomineeNames = body.nominees.map((nominee) => nominee.displayName);
    for (const name of nominatorNames.filter((name) => !nomineeNames.includes(name))) {
      expect(JSON.stringify(body)).not.toContain(name);
    }
    expect(body.status).toBe('closed');
  });

  it('answers 404 alike for an admin-only period, an unknown one and a bad id, with nothing of the period', async () => {
    const api = setUp();
    const secret = nominationPeriodIn(
      api.db,
      2,
      api.db.users.find((user) => user.company_id === 2)!,
      500,
      {
        name: 'Secret shortlist',
        description: '<p>Confidential</p>',
      },
    );
    nominationIn(
      api.db,
      secret,
      api.db.users.find((user) => user.company_id === 2)!,
      api.db.users[0]!,
      501,
    );
    const answers = await Promise.all(
      ['2', '500', '9999', 'abc'].map((id) => api.http.get(`${PUBLIC_NOMINATION_PERIODS}/${id}`)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(answers[2]!.body);
      expect(JSON.stringify(answer.body)).not.toMatch(/Customer Hero|Secret shortlist|Confidential/);
    }
  });

  it('leaves out a nominee who has left, and shares nothing of a company whose tier lost nominations', async () => {
    const api = setUp();
    const first = api.db.nominations.find((row) => row.nomination_period_id === 1)!;
    api.db.users.find((user) => user.id === first.nominated_user_id)!.status = 'deactivated';
    const body = (await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/1`).expect(200)).body as PublicNominationPeriod;
    expect(body.nominees).toHaveLength(1);
    api.db.companies.find((company) => company.id === 1)!.product_tier = 'free';
    await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/1`).expect(404);
  });

  it('stops answering once made admin-only', async () => {
    const api = setUp();
    api.db.nomination_periods.find((row) => row.id === 1)!.visibility = 'admin';
    await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/1`).expect(404);
  });
});
