import { AVATAR_FIELD, type UserProfile } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { JPEG, PNG } from '../uploads/upload-fixtures';

const PREFERENCES = { default_privacy: 'immediate_team', leaderboard_opt_out: true, celebrations_opt_out: true };

async function me(persona = 'employee') {
  const api = createTestApi();
  const { authorization, user } = await personaAuth(api.db, persona);
  return {
    api,
    user,
    authorization,
    patch: (body: object) => api.http.patch('/api/v2/users/me').set('Authorization', authorization).send(body),
    profile: async () =>
      (await api.http.get('/api/v2/profile/user').set('Authorization', authorization).expect(200)).body
        .result as UserProfile,
  };
}

describe('PATCH /users/me', () => {
  it('saves the name, language, time zone and preferences, and the profile answers them', async () => {
    const { patch, profile } = await me();
    const saved = await patch({
      display_name: '  Dana Reyes  ',
      locale: 'de',
      time_zone: 'Europe/Berlin',
      recognition_preferences: PREFERENCES,
      notification_preferences: { comments: { in_app: false, email: true } },
    }).expect(200);
    expect(saved.body.result).toMatchObject({ display_name: 'Dana Reyes', locale: 'de', time_zone: 'Europe/Berlin' });
    expect(await profile()).toMatchObject({
      display_name: 'Dana Reyes',
      locale: 'de',
      time_zone: 'Europe/Berlin',
      recognition_preferences: PREFERENCES,
      notification_preferences: { comments: { in_app: false, email: true } },
    });
  });

  it('changes only the fields sent, and keeps the notification groups not named', async () => {
    const { patch, profile, user } = await me();
    await patch({ notification_preferences: { comments: { in_app: false, email: false } } }).expect(200);
    await patch({ notification_preferences: { growth: { in_app: true, email: false } } }).expect(200);
    const after = await profile();
    expect(after.display_name).toBe(user.display_name);
    expect(after.notification_preferences).toEqual({
      comments: { in_app: false, email: false },
      growth: { in_app: true, email: false },
    });
  });

  it('answers every field error at once and changes nothing', async () => {
    const { patch, api, user } = await me();
    const before = JSON.stringify(api.db.users.find((row) => row.id === user.id));
    const refused = await patch({ display_name: '   ', locale: 'xx', time_zone: 'Mars/Olympus' }).expect(422);
    expect(refused.body.errors).toEqual([
      'profile_name_required',
      'profile_locale_invalid',
      'profile_time_zone_invalid',
    ]);
    expect(JSON.stringify(api.db.users.find((row) => row.id === user.id))).toBe(before);
    expect((await patch({ display_name: 'x'.repeat(81) }).expect(422)).body.error).toBe('profile_name_too_long');
  });

  it('refuses fields it does not own, such as role flags or balances', async () => {
    const { patch, profile } = await me();
    expect((await patch({ admin: true }).expect(400)).body.error).toBe('bad_request');
    await patch({ giving_balance: 1_000_000 }).expect(400);
    await patch({ recognition_preferences: { ...PREFERENCES, default_privacy: 'everyone' } }).expect(400);
    expect((await profile()).admin).toBe(false);
  });

  it('saves the appearance, answers it in the profile, and leaves it out until chosen', async () => {
    const { patch, profile } = await me();
    expect((await profile()).theme_preference).toBeUndefined();
    expect((await patch({ theme_preference: 'dark' }).expect(200)).body.result.theme_preference).toBe('dark');
    expect((await profile()).theme_preference).toBe('dark');
    await patch({ theme_preference: 'system' }).expect(200);
    expect((await profile()).theme_preference).toBe('system');
  });

  it.each(['sepia', '', 'DARK', '<script>alert(1)</script>', null, 1])(
    'refuses the appearance %p with 422 and keeps the one saved',
    async (theme) => {
      const { patch, profile } = await me();
      await patch({ theme_preference: 'light' }).expect(200);
      const refused = await patch({ theme_preference: theme }).expect(422);
      expect(refused.body).toMatchObject({ error: 'profile_theme_invalid', errors: ['profile_theme_invalid'] });
      expect(refused.body.message).toBe('Choose System, Light or Dark');
      expect((await profile()).theme_preference).toBe('light');
    },
  );

  it('answers 401 without a token', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    await api.http.patch('/api/v2/users/me').send({ locale: 'de' }).expect(401);
    await api.http.patch('/api/v2/users/me').set('Authorization', authorization).send({ locale: 'de' }).expect(200);
  });
});

describe('POST /users/me/avatar', () => {
  it('stores a picture known by its bytes, serves it to colleagues and replaces the old one', async () => {
    const { api, authorization, profile } = await me();
    const first = await api.http
      .post('/api/v2/users/me/avatar')
      .set('Authorization', authorization)
      .attach(AVATAR_FIELD, PNG, 'me.png')
      .expect(201);
    const url = first.body.result.profile_pic_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/1\/[0-9a-f]{32}\.png$/);
    expect((await profile()).profile_pic_url).toBe(url);
    const colleague = await personaAuth(api.db, 'manager');
    await api.http.get(url).set('Cookie', colleague.cookie).expect(200).expect('Content-Type', 'image/png');

    const second = await api.http
      .post('/api/v2/users/me/avatar')
      .set('Authorization', authorization)
      .attach(AVATAR_FIELD, JPEG, 'me.jpg')
      .expect(201);
    expect(second.body.result.profile_pic_url).toMatch(/\.jpg$/);
    await api.http.get(url).set('Cookie', colleague.cookie).expect(404);
  });

  it('refuses what is not a JPEG or PNG, whatever its name says', async () => {
    const { api, authorization, profile } = await me();
    const before = (await profile()).profile_pic_url;
    const refused = await api.http
      .post('/api/v2/users/me/avatar')
      .set('Authorization', authorization)
      .attach(AVATAR_FIELD, Buffer.from('<svg onload="alert(1)"/>'), { filename: 'me.png', contentType: 'image/png' })
      .expect(415);
    expect(refused.body.error).toBe('unsupported_file_type');
    expect((await profile()).profile_pic_url).toBe(before);
  });
});

describe('notification preferences', () => {
  it('writes no bell item of a group the person switched off in-app, and still writes the others', async () => {
    const { api, patch, user } = await me();
    const manager = await personaAuth(api.db, 'manager');
    await patch({ notification_preferences: { recognition: { in_app: false, email: true } } }).expect(200);
    await give(api, manager.authorization, { reason: `+1 @${user.slug} thanks for the review #OwnIt` }).expect(201);
    const mine = () => api.db.notifications.filter((row) => row.user_id === user.id && row.type === 'new_bonus');
    expect(mine()).toHaveLength(0);

    await patch({ notification_preferences: { recognition: { in_app: true, email: true } } }).expect(200);
    await give(api, manager.authorization, { reason: `+1 @${user.slug} thanks again #OwnIt` }).expect(201);
    expect(mine()).toHaveLength(1);
    expect(userBy(api.db, 'employee').id).toBe(user.id);
  });
});
