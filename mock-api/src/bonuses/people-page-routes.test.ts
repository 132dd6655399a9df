import type { Bonus, Database, User } from '../db/types';
import { createTestApi, signInAs } from '../testing/test-api';
import { userBy } from '../testing/give';

type Api = ReturnType<typeof createTestApi>;

const getAs = async (api: Api, persona: string, path: string) => {
  const { authorization } = await signInAs(api.http, persona);
  return api.http.get(path).set('Authorization', authorization);
};

/** A colleague outside Emma's team, so only the privacy rules decide what a third person sees. */
const outsiderOf = (db: Database, person: User) =>
  db.users.find(
    (user) =>
      user.company_id === person.company_id &&
      user.persona === undefined &&
      user.status === 'active' &&
      user.manager_id !== person.manager_id &&
      user.manager_id !== person.id &&
      user.id !== person.manager_id,
  )!;

function addBonus(db: Database, fields: Partial<Bonus> & Pick<Bonus, 'giver_id' | 'receiver_ids'>): Bonus {
  const bonus: Bonus = {
    id: Math.max(...db.bonuses.map((row) => row.id)) + 1,
    company_id: 1,
    amount: 5,
    reason: '+5 thanks',
    hashtags: [],
    privacy: 'publicly_visible',
    created_at: new Date().toISOString(),
    ...fields,
  };
  db.bonuses.push(bonus);
  return bonus;
}

const feedTotal = async (api: Api, persona: string, query: string) =>
  (await getAs(api, persona, `/api/v2/bonus_feeds?per_page=1&${query}`)).body.meta.totalCount as number;

describe('GET /api/v2/user_profiles/:slug', () => {
  it('answers a colleague with counts and top hashtags that match their filtered feeds', async () => {
    const api = createTestApi();
    const manager = userBy(api.db, 'manager');
    const response = await getAs(api, 'employee', `/api/v2/user_profiles/${manager.slug}`);
    expect(response.status).toBe(200);
    const profile = response.body.result;
    expect(profile).toMatchObject({
      id: manager.id,
      display_name: manager.display_name,
      username: manager.slug,
      department: manager.custom_properties.department,
      can_receive: true,
    });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('giving_balance');
    expect(profile.received_count).toBe(await feedTotal(api, 'employee', `receiver_id=${manager.id}`));
    expect(profile.given_count).toBe(await feedTotal(api, 'employee', `giver_id=${manager.id}`));
    expect(profile.top_hashtags.length).toBeGreaterThan(0);
    expect(profile.top_hashtags.length).toBeLessThanOrEqual(5);
    const counts = profile.top_hashtags.map((entry: { count: number }) => entry.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const [top] = profile.top_hashtags;
    expect(top.count).toBe(await feedTotal(api, 'employee', `receiver_id=${manager.id}&hashtag=${top.hashtag}`));
  });

  it('finds a person by username in any case, or by id', async () => {
    const api = createTestApi();
    const manager = userBy(api.db, 'manager');
    for (const slug of [manager.slug.toUpperCase(), String(manager.id)]) {
      const response = await getAs(api, 'employee', `/api/v2/user_profiles/${slug}`);
      expect(response.body.result.id).toBe(manager.id);
    }
  });

  it('counts only the recognitions the reader may see', async () => {
    const api = createTestApi();
    const emma = userBy(api.db, 'employee');
    const outsider = outsiderOf(api.db, emma);
    outsider.persona = 'outsider';
    const giver = outsiderOf(api.db, outsider);
    const profileAs = async (persona: string) =>
      (await getAs(api, persona, `/api/v2/user_profiles/${emma.slug}`)).body.result;
    const before = { own: await profileAs('employee'), other: await profileAs('outsider') };
    addBonus(api.db, {
      giver_id: giver.id,
      receiver_ids: [emma.id],
      privacy: 'privately_visible',
      hashtags: ['OwnIt'],
    });
    const own = await profileAs('employee');
    const other = await profileAs('outsider');
    expect(other.received_count).toBe(before.other.received_count);
    expect(other.top_hashtags).toEqual(before.other.top_hashtags);
    expect(own.received_count).toBe(before.own.received_count + 1);
    expect(own.can_receive).toBe(false);
  });

  it('says whose recap the reader may open: their own, their reports’ and, for a global admin, anyone’s', async () => {
    const api = createTestApi();
    const [emma, mateo] = [userBy(api.db, 'employee'), userBy(api.db, 'manager')];
    const mayOpen = async (persona: string, person: { slug: string }) =>
      (await getAs(api, persona, `/api/v2/user_profiles/${person.slug}`)).body.result.can_view_recap;
    expect(await mayOpen('employee', emma)).toBe(true);
    expect(await mayOpen('manager', emma)).toBe(true);
    expect(await mayOpen('global_admin', mateo)).toBe(true);
    expect(await mayOpen('employee', mateo)).toBe(false);
  });

  it('says who cannot be recognised: an observer', async () => {
    const api = createTestApi();
    const observer = userBy(api.db, 'observer');
    const response = await getAs(api, 'employee', `/api/v2/user_profiles/${observer.slug}`);
    expect(response.body.result.can_receive).toBe(false);
  });

  it('answers 404 for an unknown person, another company’s, or a reader whose tier has no profiles', async () => {
    const api = createTestApi();
    const foreign = api.db.users.find((user) => user.company_id === 2)!;
    const manager = userBy(api.db, 'manager');
    for (const [persona, slug] of [
      ['employee', 'nobody-here-0'],
      ['employee', foreign.slug],
      ['employee', String(foreign.id)],
      ['tier_one_user', manager.slug],
    ]) {
      const response = await getAs(api, persona!, `/api/v2/user_profiles/${slug}`);
      expect({ slug, status: response.status, error: response.body.error }).toEqual({
        slug,
        status: 404,
        error: 'not_found',
      });
    }
  });
});

describe('GET /api/v2/hashtags/:hashtag', () => {
  it('answers a company value with its description and the recognitions the reader may see carrying it', async () => {
    const api = createTestApi();
    const value = api.db.values.find((row) => row.company_id === 1)!;
    const response = await getAs(api, 'employee', `/api/v2/hashtags/${value.hashtag.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      hashtag: value.hashtag,
      description: value.description,
      is_company_value: true,
      recognitions_count: await feedTotal(api, 'employee', `hashtag=${value.hashtag}`),
    });
    expect(response.body.result.recognitions_count).toBeGreaterThan(0);
  });

  it('answers a hashtag someone used that is not a value, without a description', async () => {
    const api = createTestApi();
    const emma = userBy(api.db, 'employee');
    addBonus(api.db, { giver_id: userBy(api.db, 'manager').id, receiver_ids: [emma.id], hashtags: ['Kudos'] });
    const response = await getAs(api, 'employee', '/api/v2/hashtags/Kudos');
    expect(response.body.result).toEqual({
      hashtag: 'Kudos',
      description: null,
      is_company_value: false,
      recognitions_count: 1,
    });
  });

  it('answers 404 for a hashtag nobody used, one only a private recognition carries, or text that is no hashtag', async () => {
    const api = createTestApi();
    const emma = userBy(api.db, 'employee');
    const manager = userBy(api.db, 'manager');
    addBonus(api.db, {
      giver_id: manager.id,
      receiver_ids: [emma.id],
      hashtags: ['Secret'],
      privacy: 'privately_visible',
    });
    for (const tag of ['NeverUsed', encodeURIComponent('<script>alert(1)</script>'), 'a'.repeat(101)]) {
      const response = await getAs(api, 'company_admin', `/api/v2/hashtags/${tag}`);
      expect({ tag, status: response.status }).toEqual({ tag, status: 404 });
    }
    expect((await getAs(api, 'employee', '/api/v2/hashtags/Secret')).status).toBe(200);
    expect((await getAs(api, 'tier_one_user', '/api/v2/hashtags/OwnIt')).status).toBe(404);
  });
});
