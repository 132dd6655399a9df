import { createTestApi, signInAs } from '../testing/test-api';

type Recipient = { id: number; display_name: string; username: string; group_type?: string; group_users?: number[] };

async function ask(path: string, persona = 'employee') {
  const api = createTestApi();
  const { authorization } = await signInAs(api.http, persona);
  const response = await api.http.get(path).set('Authorization', authorization).expect(200);
  return { api, result: response.body.result as Recipient[] };
}

describe('recipient lookups', () => {
  it('/recipients lists groups and receivable colleagues, never the giver or other companies', async () => {
    const { api, result } = await ask('/api/v2/recipients');
    const ids = result.filter((recipient) => !recipient.group_type).map((recipient) => recipient.id);
    expect(ids).not.toContain(1);
    const people = new Map(api.db.users.map((user) => [user.id, user]));
    for (const id of ids) {
      expect(people.get(id)).toMatchObject({ company_id: 1, status: 'active' });
      expect(['normal', 'receiver']).toContain(people.get(id)!.user_mode);
    }
    expect(result.some((recipient) => recipient.group_type === 'everyone')).toBe(true);
  });

  it('autocompletes people by the start of a name, leaving out self and observers unless asked', async () => {
    const plain = await ask('/api/v2/users/autocomplete?search=osc');
    expect(plain.result).toEqual([]);
    const all = await ask('/api/v2/users/autocomplete?search=osc&include_non_receivable=true');
    expect(all.result.map((recipient) => recipient.display_name)).toEqual(['Oscar Observer']);
    const self = await ask('/api/v2/users/autocomplete?search=emma%20emp');
    expect(self.result).toEqual([]);
    const withSelf = await ask('/api/v2/users/autocomplete?search=emma%20emp&include_self=true');
    expect(withSelf.result.map((recipient) => recipient.username)).toEqual(['emma-employee-1']);
  });

  it('answers autocomplete on v1 too, where a give_recognition link falls back to it, finding a person by id', async () => {
    const rita = createTestApi().db.users.find((user) => user.persona === 'receiver')!;
    const { result } = await ask(`/api/v1/users/autocomplete?search=${rita.id}`);
    expect(result.map((recipient) => recipient.id)).toContain(rita.id);
  });

  it('finds groups only when asked, and the everyone group by its name', async () => {
    const withoutGroups = await ask('/api/v2/users/autocomplete?search=engineering');
    expect(withoutGroups.result.some((recipient) => recipient.group_type)).toBe(false);
    const withGroups = await ask('/api/v2/users/autocomplete?search=engineering&search_usergroups=true');
    expect(withGroups.result[0]).toMatchObject({ display_name: 'Engineering', group_type: 'department' });
    const everyone = await ask('/api/v2/users/autocomplete?search=everyone');
    expect(everyone.result).toEqual([expect.objectContaining({ group_type: 'everyone', username: 'everyone' })]);
    expect(everyone.result[0]!.group_users!.length).toBeGreaterThanOrEqual(60);
  });

  it("tells how many of a group's members prefer each privacy, so the composer can say so", async () => {
    const api = createTestApi();
    const engineering = api.db.groups.find((group) => group.company_id === 1 && group.name === 'Engineering')!;
    const members = api.db.users.filter((user) => engineering.member_ids.includes(user.id) && user.status === 'active');
    const prefer = (privacy: 'privately_visible' | 'immediate_team') => ({
      default_privacy: privacy,
      leaderboard_opt_out: false,
      celebrations_opt_out: false,
    });
    for (const member of members) delete member.recognition_preferences;
    members[0]!.recognition_preferences = prefer('privately_visible');
    members[1]!.recognition_preferences = prefer('privately_visible');
    members[2]!.recognition_preferences = prefer('immediate_team');
    const { authorization } = await signInAs(api.http, 'employee');
    const found = await api.http
      .get('/api/v2/users/autocomplete?search=engineering&search_usergroups=true')
      .set('Authorization', authorization)
      .expect(200);
    expect(found.body.result[0]).toMatchObject({
      display_name: 'Engineering',
      group_preferred_privacy: { privately_visible: 2, immediate_team: 1 },
    });
    for (const member of members) delete member.recognition_preferences;
    const none = await api.http
      .get('/api/v2/users/autocomplete?search=engineering&search_usergroups=true')
      .set('Authorization', authorization)
      .expect(200);
    expect(none.body.result[0]).not.toHaveProperty('group_preferred_privacy');
  });

  it('/user_management/users/:id answers a colleague and 404 for another company', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const mateo = await api.http.get('/api/v2/user_management/users/2').set('Authorization', authorization).expect(200);
    expect(mateo.body).toEqual({
      id: 2,
      display_name: 'Mateo Manager',
      username: 'mateo-manager-2',
      profile_pic_url: null,
    });
    const outsider = api.db.users.find((user) => user.company_id === 2)!;
    await api.http.get(`/api/v2/user_management/users/${outsider.id}`).set('Authorization', authorization).expect(404);
  });

  it('/users/by_ids answers the people asked for, in order, only of the caller’s company', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const elsewhere = api.db.users.find((user) => user.company_id === 2)!;
    const response = await api.http
      .get(`/api/v2/users/by_ids?ids[]=2&ids[]=1&ids[]=${elsewhere.id}&ids[]=999999`)
      .set('Authorization', authorization)
      .expect(200);
    expect(response.body.result.map((person: Recipient) => [person.id, person.display_name])).toEqual([
      [2, 'Mateo Manager'],
      [1, 'Emma Employee'],
    ]);
    const commas = await api.http.get('/api/v2/users/by_ids?ids=1,2').set('Authorization', authorization);
    expect(commas.body.result).toHaveLength(2);
    const colleagues = api.db.users.filter((user) => user.company_id === 1).slice(0, 40);
    const popover = colleagues.map((user) => `ids%5B%5D=${user.id}`).join('&');
    const forty = await api.http.get(`/api/v2/users/by_ids?${popover}`).set('Authorization', authorization);
    expect(forty.body.result.map((person: Recipient) => person.id)).toEqual(colleagues.map((user) => user.id));
  });

  it('/users/by_ids refuses ids that are not numbers, and more than a popover needs', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    await api.http.get('/api/v2/users/by_ids?ids[]=x').set('Authorization', authorization).expect(400);
    const many = Array.from({ length: 101 }, (_, i) => `ids[]=${i + 1}`).join('&');
    await api.http.get(`/api/v2/users/by_ids?${many}`).set('Authorization', authorization).expect(400);
  });
});
