import type { AudienceGroups, IncentiveUserSummary } from '@laurel/shared/contract';
import { BULK_USERS_CHUNK } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'awards_admin');
  const search = (body: object) =>
    api.http.post('/api/v2/user_management/users/search').set('Authorization', admin.authorization).send(body);
  const ids = async (body: object) =>
    ((await search(body).expect(200)).body.result as IncentiveUserSummary[])
      .map((user) => user.id)
      .sort((a, b) => a - b);
  const active = api.db.users.filter((user) => user.company_id === 1 && user.status === 'active');
  const expected = (keep: (user: (typeof active)[number]) => boolean) =>
    active
      .filter(keep)
      .map((user) => user.id)
      .sort((a, b) => a - b)
      .slice(0, 50);
  return { ...api, admin, search, ids, active, expected };
}

describe('audience and user lookups', () => {
  it('searches people by name and by and/or conditions, within the company', async () => {
    const api = await setUp();
    const engineering = { attr: 'department', value: 'Engineering' };
    const managers = { attr: 'has_reports?', value: 'true' };
    expect(await api.ids({ and_conditions: [engineering, managers] })).toEqual(
      api.expected((user) => user.custom_properties.department === 'Engineering' && user.is_manager),
    );
    expect(await api.ids({ or_conditions: [engineering, managers] })).toEqual(
      api.expected((user) => user.custom_properties.department === 'Engineering' || user.is_manager),
    );
    const found = (await api.search({ search: 'emma' }).expect(200)).body.result as IncentiveUserSummary[];
    expect(found.map((user) => user.username)).toContain(
      api.db.users.find((user) => user.persona === 'employee')!.slug,
    );
    expect(found.every((user) => api.active.some((member) => member.id === user.id))).toBe(true);
    await api.search({ and_conditions: [engineering], or_conditions: [managers] }).expect(400);
    await api.search({ and_conditions: [{ attr: 'salary', value: '1' }] }).expect(400);
  });

  it('counts the people conditions reach against everyone active', async () => {
    const api = await setUp();
    const count = await api.http
      .get('/api/v2/users/metadata/user_count')
      .query(
        'status=active&conditions_operator=or&conditions[0][attr]=department&conditions[0][value]=Sales&conditions[1][attr]=department&conditions[1][value]=Finance',
      )
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(count.body).toEqual({
      scopedCount: api.active.filter((user) => ['Sales', 'Finance'].includes(user.custom_properties.department ?? ''))
        .length,
      totalCount: api.active.length,
    });
    const asJson = await api.http
      .get('/api/v2/users/metadata/user_count')
      .query({ status: 'active', conditions: JSON.stringify([{ attr: 'department', value: 'Sales' }]) })
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(asJson.body.scopedCount).toBe(
      api.active.filter((user) => user.custom_properties.department === 'Sales').length,
    );
    const everyone = await api.http
      .get('/api/v2/users/metadata/user_count?status=active')
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(everyone.body.scopedCount).toBe(api.active.length);
  });

  it('offers departments, teams, locations, roles and custom groups as condition options', async () => {
    const api = await setUp();
    const groups = (await api.http.get('/api/v2/user_groups').set('Authorization', api.admin.authorization).expect(200))
      .body.result as AudienceGroups;
    expect(groups.departments).toContainEqual({ type: 'department', key: 'Engineering', name: 'Engineering' });
    expect(groups.teams.length).toBeGreaterThan(0);
    expect(groups.locations.length).toBeGreaterThan(0);
    expect(groups.roles.map((role) => role.key)).toEqual(['true', 'false']);
    const team = groups.teams[0]!;
    const members = api.db.groups.find((group) => String(group.id) === team.key)!.member_ids;
    expect(await api.ids({ and_conditions: [{ attr: 'team', value: team.key }] })).toEqual(
      api.expected((user) => members.includes(user.id)),
    );
    const custom = await api.http
      .get('/api/v2/user_groups/custom_property_groups')
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(custom.body.result).toContainEqual({ type: 'custom_group', key: 'role=Team lead', name: 'role: Team lead' });
  });

  it('reads people by id in chunks of 1000, only of the company', async () => {
    const api = await setUp();
    const foreign = api.db.users.find((user) => user.company_id === 2)!;
    const bulk = await api.http
      .post('/api/v2/user_management/users/bulk')
      .set('Authorization', api.admin.authorization)
      .send({ user_ids: [api.active[0]!.id, foreign.id, 999_999] })
      .expect(200);
    expect(bulk.body.result.map((user: IncentiveUserSummary) => user.id)).toEqual([api.active[0]!.id]);
    const tooMany = await api.http
      .post('/api/v2/user_management/users/bulk')
      .set('Authorization', api.admin.authorization)
      .send({ user_ids: Array.from({ length: BULK_USERS_CHUNK + 1 }, (_, index) => index + 1) })
      .expect(400);
    expect(tooMany.body).toMatchObject({ error: 'too_many_ids', message: 'Ask for up to 1000 user ids' });
    await api.http
      .post('/api/v2/user_management/users/bulk')
      .set('Authorization', api.admin.authorization)
      .send({ user_ids: Array.from({ length: BULK_USERS_CHUNK }, (_, index) => index + 1) })
      .expect(200);
  });
});
