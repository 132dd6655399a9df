import type { Announcement, AppNotification } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { incentiveIn } from '../testing/incentives';
import {
  ANNOUNCEMENTS,
  CURRENT_ANNOUNCEMENTS,
  NOTIFICATIONS,
  announcementAudience,
  asMultipart,
  groupToken,
  personToken,
  testClock,
  validForm,
  type AnnouncementForm,
} from '../testing/announcements';

async function setUp() {
  const clock = testClock();
  const api = createTestApi({ now: clock.now });
  // From a company without announcements, so each list holds only what the test made.
  const { admin, member, outsider, team } = await announcementAudience(api.db);
  const create = (form: AnnouncementForm, auth = admin.authorization) =>
    api.http.post(ANNOUNCEMENTS).set('Authorization', auth).send(form);
  const current = async (auth: string) =>
    (await api.http.get(CURRENT_ANNOUNCEMENTS).set('Authorization', auth).expect(200)).body.result as Announcement[];
  const listed = async () =>
    (await api.http.get(ANNOUNCEMENTS).set('Authorization', admin.authorization).expect(200)).body.result as {
      posted: Announcement[];
      scheduled: Announcement[];
    };
  const notifications = async (auth: string) =>
    (await api.http.get(NOTIFICATIONS).set('Authorization', auth).expect(200)).body.result as AppNotification[];
  return { ...api, clock, admin, member, outsider, team, create, current, listed, notifications };
}

describe('announcements: create, list and the viewer’s current ones', () => {
  it('posts a start of today at once to the group’s members, enriched with its creator', async () => {
    const api = await setUp();
    const created = await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201);
    const announcement = created.body.result as Announcement;
    expect(announcement).toMatchObject({
      status: 'posted',
      title: 'Winter party',
      description: '<p>Join us on <strong>Friday</strong></p>',
      created_by_id: api.admin.user.id,
      creator_display_name: api.admin.user.display_name,
      creator_username: api.admin.user.slug,
      image: null,
    });
    expect((await api.current(api.member.authorization)).map((entry) => entry.id)).toEqual([announcement.id]);
    expect(await api.current(api.outsider.authorization)).toEqual([]);
    expect((await api.listed()).posted.map((entry) => entry.id)).toEqual([announcement.id]);
    const told = (await api.notifications(api.member.authorization)).filter((row) => row.type === 'announcement');
    expect(told).toEqual([expect.objectContaining({ action: `/?announcement=${announcement.id}`, status: 'unread' })]);
    expect((await api.notifications(api.outsider.authorization)).some((row) => row.type === 'announcement')).toBe(
      false,
    );
  });

  it('sorts the current ones by start date, newest first, and names people as well as groups', async () => {
    const api = await setUp();
    const first = (await api.create(validForm(api.clock, [personToken(api.member.user)])).expect(201)).body.result;
    api.clock.advanceDays(2);
    const second = (await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201)).body.result;
    expect((await api.current(api.member.authorization)).map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it('schedules a future start, posts it when the clock reaches the start and retires it after the end', async () => {
    const api = await setUp();
    const form = {
      ...validForm(api.clock, [groupToken(api.team)]),
      start_date: api.clock.day(3),
      end_date: api.clock.day(5),
    };
    const { id } = (await api.create(form).expect(201)).body.result as Announcement;
    expect((await api.listed()).scheduled.map((entry) => entry.id)).toEqual([id]);
    expect(await api.current(api.member.authorization)).toEqual([]);
    expect((await api.notifications(api.member.authorization)).some((row) => row.type === 'announcement')).toBe(false);

    api.clock.advanceDays(3);
    expect((await api.current(api.member.authorization)).map((entry) => entry.status)).toEqual(['posted']);
    expect(await api.listed()).toMatchObject({ posted: [expect.objectContaining({ id })], scheduled: [] });
    const told = (await api.notifications(api.member.authorization)).filter((row) => row.type === 'announcement');
    expect(told).toHaveLength(1);

    api.clock.advanceDays(2);
    expect(await api.current(api.member.authorization)).toHaveLength(1);
    api.clock.advanceDays(1);
    expect(await api.current(api.member.authorization)).toEqual([]);
    expect(await api.listed()).toEqual({ posted: [], scheduled: [] });
  });
});

describe('announcements: the form rules of recognition §5', () => {
  it.each<[string, (form: AnnouncementForm, day: (offset: number) => string) => AnnouncementForm]>([
    ['recipient_required', (form) => ({ ...form, reason_tokens: [] })],
    ['title_required', (form) => ({ ...form, title: '   ' })],
    ['title_too_long', (form) => ({ ...form, title: 'x'.repeat(51) })],
    ['description_required', (form) => ({ ...form, description: '<p>  </p><script>alert(1)</script>' })],
    ['description_too_long', (form) => ({ ...form, description: `<p>${'y'.repeat(251)}</p>` })],
    ['start_date_required', (form) => ({ ...form, start_date: '' })],
    ['start_date_required', (form) => ({ ...form, start_date: 'tomorrow' })],
    ['start_date_future', (form, day) => ({ ...form, start_date: day(-1) })],
    ['end_date_required', (form) => ({ ...form, end_date: '' })],
    ['end_date_future', (form, day) => ({ ...form, end_date: day(0) })],
    ['end_date_after_start', (form, day) => ({ ...form, start_date: day(4), end_date: day(3) })],
  ])('refuses %s with 422 and stores nothing', async (error, change) => {
    const api = await setUp();
    const response = await api.create(change(validForm(api.clock, [groupToken(api.team)]), api.clock.day));
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(error);
    expect(api.db.announcements).toEqual([]);
  });

  it('counts the description’s text, not its markup, against the 250 characters', async () => {
    const api = await setUp();
    const description = `<p><strong>${'y'.repeat(125)}</strong><em>${'z'.repeat(125)}</em></p>`;
    await api.create({ ...validForm(api.clock, [groupToken(api.team)]), description }).expect(201);
  });

  it('lists every broken rule, the first as the error', async () => {
    const api = await setUp();
    const response = await api.create({ title: '', description: '', start_date: '', end_date: '', reason_tokens: [] });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      'recipient_required',
      'title_required',
      'description_required',
      'start_date_required',
      'end_date_required',
    ]);
  });

  it('on edit keeps a start that has passed, but moves one only to today or later', async () => {
    const api = await setUp();
    const { id } = (await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201)).body.result;
    api.clock.advanceDays(2);
    const form = { ...validForm(api.clock, [groupToken(api.team)]), start_date: api.clock.day(-2) };
    await api.http.patch(`${ANNOUNCEMENTS}/${id}`).set('Authorization', api.admin.authorization).send(form).expect(200);
    const moved = await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({ ...form, start_date: api.clock.day(-1) });
    expect([moved.status, moved.body.error]).toEqual([422, 'start_date_same_or_after']);
  });

  it('answers a body it cannot read with bad_request', async () => {
    const api = await setUp();
    const response = await asMultipart(
      api.http.post(ANNOUNCEMENTS).set('Authorization', api.admin.authorization),
      validForm(api.clock, []),
    ).field('reason_tokens', '{not json');
    expect([response.status, response.body.error]).toEqual([400, 'bad_request']);
  });

  it('sanitises the description to the allow-list and keeps the title as text', async () => {
    const api = await setUp();
    const response = await api
      .create({
        ...validForm(api.clock, [groupToken(api.team)]),
        title: '<b>Party</b> & cake',
        description:
          '<p onclick="x()" class="lead">Hi <a href="javascript:alert(1)">there</a> <a href="https://example.com" target="_blank">site</a><img src=x onerror=alert(1)><script>alert(1)</script></p>',
      })
      .expect(201);
    expect(response.body.result.title).toBe('<b>Party</b> & cake');
    expect(response.body.result.description).toBe(
      '<p class="lead">Hi <a rel="noopener noreferrer">there</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });
});

describe('announcements: e-mail and chat notices', () => {
  it('refuses notices for a start of today or earlier, and chat without the integration, on create and update', async () => {
    const api = await setUp();
    const today = validForm(api.clock, [groupToken(api.team)]);
    const tomorrow = { ...today, start_date: api.clock.day(1) };
    const refused = await api.create({ ...today, email_notification: true }).expect(422);
    expect(refused.body.message).toMatch(/starts after today/);
    // The seeded company has Slack and no Microsoft Teams.
    await api.create({ ...tomorrow, send_ms_teams_message: true }).expect(422);
    const { id } = (await api.create({ ...tomorrow, email_notification: true, send_slack_message: true }).expect(201))
      .body.result;
    await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({ ...today, send_slack_message: true })
      .expect(422);
    expect(api.db.announcements).toHaveLength(1);
  });
});

describe('announcements: update and delete', () => {
  it('updates the fields, and delete removes it with its notifications', async () => {
    const api = await setUp();
    const { id } = (await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201)).body.result;
    const updated = await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({
        ...validForm(api.clock, [groupToken(api.team)]),
        start_date: api.clock.day(1),
        title: 'Spring party',
        email_notification: true,
      })
      .expect(200);
    expect(updated.body.result).toMatchObject({ id, title: 'Spring party', email_notification: true });
    expect(api.db.notifications.some((row) => row.event_key === `announcement:${id}`)).toBe(true);

    await api.http.delete(`${ANNOUNCEMENTS}/${id}`).set('Authorization', api.admin.authorization).expect(204);
    expect(api.db.announcements).toEqual([]);
    expect(api.db.notifications.some((row) => row.event_key === `announcement:${id}`)).toBe(false);
    await api.http.delete(`${ANNOUNCEMENTS}/${id}`).set('Authorization', api.admin.authorization).expect(404);
  });

  it('refuses another company’s announcement with 404', async () => {
    const api = await setUp();
    const { id } = (await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201)).body.result;
    const trial = await personaAuth(api.db, 'trial_admin');
    const form = validForm(api.clock, [personToken(trial.user)]);
    await api.http.patch(`${ANNOUNCEMENTS}/${id}`).set('Authorization', trial.authorization).send(form).expect(404);
    await api.http.delete(`${ANNOUNCEMENTS}/${id}`).set('Authorization', trial.authorization).expect(404);
    expect(api.db.announcements).toHaveLength(1);
  });
});

describe('announcements: the optional incentive (recognition §3, §5)', () => {
  const POST_ONLY_FOR_OUTSIDER = 90;
  async function withIncentives() {
    const api = await setUp();
    const giver = api.db.users.find((user) => user.persona === 'awards_admin')!;
    const forOutsider = incentiveIn(api.db, 1, giver, POST_ONLY_FOR_OUTSIDER, {
      conditions: [{ attr: 'email', value: api.outsider.user.email }],
    });
    const offered = api.db.incentives.find((row) => row.company_id === 1 && row.state === 'active')!;
    const inactive = api.db.incentives.find((row) => row.company_id === 1 && row.state === 'inactive')!;
    const trial = await personaAuth(api.db, 'trial_admin');
    const foreign = incentiveIn(api.db, trial.user.company_id, giver, 91);
    return { api, forOutsider, offered, inactive, foreign };
  }
  const withIncentive = (
    api: Awaited<ReturnType<typeof setUp>>,
    id: number,
    recipients: object[] = [groupToken(api.team)],
  ) => ({
    ...validForm(api.clock, recipients),
    claimable_award_id: id,
  });

  it('stores one the recipients may claim, on create and update, and shows it back', async () => {
    const { api, offered, forOutsider } = await withIncentives();
    const made = await asMultipart(api.http.post(ANNOUNCEMENTS).set('Authorization', api.admin.authorization), {
      ...withIncentive(api, offered.id),
    }).expect(201);
    expect(made.body.result.claimable_award_id).toBe(offered.id);
    const { id } = made.body.result as Announcement;
    const mixed = [groupToken(api.team), personToken(api.outsider.user)];
    const updated = await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send(withIncentive(api, forOutsider.id, mixed))
      .expect(200);
    expect(updated.body.result.claimable_award_id).toBe(forOutsider.id);
    const cleared = await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({ ...validForm(api.clock, mixed), claimable_award_id: null })
      .expect(200);
    expect(cleared.body.result.claimable_award_id).toBeNull();
  });

  it('refuses one none of the recipients may claim, an inactive, deleted, unknown or foreign one, with 422', async () => {
    const { api, forOutsider, inactive, offered, foreign } = await withIncentives();
    const refusal = async (form: AnnouncementForm) => {
      const response = await api.create(form).expect(422);
      return [response.body.error, response.body.message];
    };
    const notOffered = ['incentive_not_offered', 'None of the recipients may claim this incentive'];
    expect(await refusal(withIncentive(api, forOutsider.id))).toEqual(notOffered);
    expect(await refusal(withIncentive(api, inactive.id))).toEqual([
      'incentive_inactive',
      'This incentive is not active',
    ]);
    expect(await refusal(withIncentive(api, 9999))).toEqual(notOffered);
    expect(await refusal(withIncentive(api, foreign.id))).toEqual(notOffered);
    offered.deleted_at = new Date(api.clock.now()).toISOString();
    expect(await refusal(withIncentive(api, offered.id))).toEqual(notOffered);
    expect(api.db.announcements).toEqual([]);
  });

  it('refuses an update to one the recipients may not claim and keeps the stored one', async () => {
    const { api, offered, forOutsider } = await withIncentives();
    const { id } = (await api.create(withIncentive(api, offered.id)).expect(201)).body.result as Announcement;
    const refused = await api.http
      .patch(`${ANNOUNCEMENTS}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send(withIncentive(api, forOutsider.id))
      .expect(422);
    expect(refused.body.error).toBe('incentive_not_offered');
    expect(api.db.announcements[0]!.claimable_award_id).toBe(offered.id);
  });
});

describe('announcements: who may (recognition §6)', () => {
  it('lets only those who administer announcements create, update, delete and list them', async () => {
    const api = await setUp();
    const { id } = (await api.create(validForm(api.clock, [groupToken(api.team)])).expect(201)).body.result;
    for (const persona of ['employee', 'manager', 'rewards_admin', 'observer']) {
      const { authorization } = await personaAuth(api.db, persona);
      const answers = [
        (await api.create(validForm(api.clock, [groupToken(api.team)]), authorization)).status,
        (await api.http.patch(`${ANNOUNCEMENTS}/${id}`).set('Authorization', authorization).send({})).status,
        (await api.http.delete(`${ANNOUNCEMENTS}/${id}`).set('Authorization', authorization)).status,
        (await api.http.get(ANNOUNCEMENTS).set('Authorization', authorization)).status,
      ];
      expect([persona, answers]).toEqual([persona, [403, 403, 403, 403]]);
    }
    const globalAdmin = await personaAuth(api.db, 'global_admin');
    await api.create(validForm(api.clock, [groupToken(api.team)]), globalAdmin.authorization).expect(201);
  });

  it('shows current announcements only where the tier has announcements', async () => {
    const api = await setUp();
    const free = await personaAuth(api.db, 'free_user');
    const tierTwo = await personaAuth(api.db, 'tier_two_user');
    await api.http.get(CURRENT_ANNOUNCEMENTS).set('Authorization', free.authorization).expect(403);
    await api.http.get(CURRENT_ANNOUNCEMENTS).set('Authorization', tierTwo.authorization).expect(200);
    await api.http.get(CURRENT_ANNOUNCEMENTS).expect(401);
  });
});
