import { createTestApi, signInAs, TEST_TODAY } from '../testing/test-api';

async function ask(path: string, persona: string) {
  const api = createTestApi();
  const { authorization } = await signInAs(api.http, persona);
  const response = await api.http.get(path).set('Authorization', authorization).expect(200);
  return response.body.result;
}

describe('GET /api/v2/companies/show', () => {
  it('answers the recognition settings of the caller’s company', async () => {
    const settings = await ask('/api/v2/companies/show', 'employee');
    expect(settings).toEqual({
      core_values: [
        { hashtag: 'OwnIt', description: expect.any(String) },
        { hashtag: 'CustomerFirst', description: expect.any(String) },
        { hashtag: 'BetterTogether', description: expect.any(String) },
        { hashtag: 'BeCurious', description: expect.any(String) },
      ],
      company_hashtags: ['OwnIt', 'CustomerFirst', 'BetterTogether', 'BeCurious'],
      hashtagging_mode: 'at_least_one_company_hashtag',
      zero_point_bonuses: false,
      bonus_privacy: 'true',
      default_privacy: 'publicly_visible',
      suggested_give_amounts: [5, 10, 25, 50],
      example_reason: expect.stringMatching(/^\+\d+ @[\w-]+ .*#OwnIt$/),
      disable_image_uploads: false,
      disable_video_uploads: false,
      disable_video_recordings: false,
      disable_gifs: false,
      budget: { singular: 'point', plural: 'points' },
      giving_rules: { maxPointsPerRecognition: null, minRecipients: 1, maxRecipients: null },
      chat_integrations: { has_slack_integration: true, has_ms_teams_integration: false },
    });
  });

  it('answers each company its own modes and switches', async () => {
    expect(await ask('/api/v2/companies/show', 'free_user')).toMatchObject({
      hashtagging_mode: 'none',
      zero_point_bonuses: true,
      bonus_privacy: 'false',
      suggested_give_amounts: [5, 10],
    });
    expect(await ask('/api/v2/companies/show', 'tier_two_user')).toMatchObject({
      hashtagging_mode: 'at_least_one_hashtag',
      disable_gifs: true,
      disable_image_uploads: true,
    });
  });

  it('reads the video switches from the company profile', async () => {
    const api = createTestApi();
    api.db.companies.find((company) => company.id === 1)!.disable_video_uploads = true;
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await api.http.get('/api/v2/companies/show').set('Authorization', authorization).expect(200);
    expect(response.body.result).toMatchObject({ disable_video_uploads: true, disable_video_recordings: false });
  });

  it('asks for a bearer token', async () => {
    await createTestApi().http.get('/api/v2/companies/show').expect(401);
  });
});

describe('GET /api/v2/users/show', () => {
  it('answers the caller’s budget', async () => {
    const api = createTestApi();
    const emma = api.db.users.find((user) => user.persona === 'employee')!;
    const budget = await ask('/api/v2/users/show', 'employee');
    expect(budget).toEqual({
      id: emma.id,
      giving_balance: 100,
      flash_points_balance: 0,
      earning_balance: emma.earning_balance,
      monthly_allowance: 100,
      can_give_non_zero: true,
    });
  });

  it('shows the manager’s flash points while the program runs', async () => {
    const api = createTestApi({ now: () => TEST_TODAY.getTime() });
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await api.http.get('/api/v2/users/show').set('Authorization', authorization).expect(200);
    expect(response.body.result).toMatchObject({ giving_balance: 100, flash_points_balance: 50 });
  });

  it.each([
    ['observer', 'an observer'],
    ['receiver', 'a receiver'],
    ['tier_one_user', 'a user of an Appreciate company'],
  ])('lets %s (%s) give no points', async (persona) => {
    expect(await ask('/api/v2/users/show', persona)).toMatchObject({ can_give_non_zero: false });
  });
});
