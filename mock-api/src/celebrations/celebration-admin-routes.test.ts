import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Celebration, CelebrationList } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import {
  ADMIN_CELEBRATIONS,
  CELEBRATIONS_REPORT,
  celebrationOf,
  clearCelebrationDates,
  colleaguesIn,
} from '../testing/celebrations';

async function setUp() {
  const clock = testClock('2026-11-22T12:00:00.000Z');
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-celebrations-'));
  const api = createTestApi({ now: clock.now, uploadsDir });
  clearCelebrationDates(api.db);
  const admin = await personaAuth(api.db, 'awards_admin');
  const as = <T extends { set: (name: string, value: string) => T }>(test: T) =>
    test.set('Authorization', admin.authorization);
  const list = async (query = '') =>
    ((await as(api.http.get(`${ADMIN_CELEBRATIONS}${query}`)).expect(200)).body as CelebrationList).records;
  const celebration = (type: Parameters<typeof celebrationOf>[2]) => celebrationOf(api.db, admin.user.company_id, type);
  return { ...api, admin, as, list, celebration };
}

describe('celebrations: administration', () => {
  it('lists the active ones by default, the inactive ones when asked, and refuses another state', async () => {
    const api = await setUp();
    expect((await api.list()).map((row) => row.type).sort()).toEqual([
      'birthday',
      'new_hire',
      'welcome',
      'work_anniversary',
    ]);
    expect((await api.list('?state=inactive')).map((row) => row.type).sort()).toEqual([
      'custom_yearly_date',
      'wellness',
    ]);
    expect(await api.list('?state=all')).toHaveLength(6);
    await api.as(api.http.get(`${ADMIN_CELEBRATIONS}?state=gone`)).expect(400);
  });

  it('answers the metadata of a type and of a celebration', async () => {
    const api = await setUp();
    const byType = await api.as(api.http.get(`${ADMIN_CELEBRATIONS}/metadata?celebration_type=welcome`)).expect(200);
    expect(byType.body).toMatchObject({ type: 'welcome', defaultAmount: 10, defaultVisibility: 'publicly_visible' });
    const anniversary = api.celebration('work_anniversary');
    const byId = await api
      .as(api.http.get(`${ADMIN_CELEBRATIONS}/metadata?celebration_id=${anniversary.id}`))
      .expect(200);
    expect(byId.body).toMatchObject({ type: 'work_anniversary', defaultAmount: 100 });
    expect(byId.body.scopedCount).toBe(byId.body.totalCount);
    await api.as(api.http.get(`${ADMIN_CELEBRATIONS}/metadata?celebration_type=party`)).expect(400);
  });

  it('creates a yearly date over its defaults, edits it and resets it to the defaults', async () => {
    const api = await setUp();
    const created = await api
      .as(api.http.post(ADMIN_CELEBRATIONS))
      .send({ type: 'custom_yearly_date', name: 'Founders’ day', celebrationDate: '2020-06-01' })
      .expect(201);
    const body = created.body as Celebration;
    expect(body).toMatchObject({ name: 'Founders’ day', amount: 0, visibility: 'publicly_visible', state: 'active' });
    const edited = await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${body.id}`))
      .send({ amount: 25, visibility: 'privately_visible', headline: 'Our founding' })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Founders’ day', amount: 25, visibility: 'privately_visible' });
    const reset = await api.as(api.http.post(`${ADMIN_CELEBRATIONS}/${body.id}/reset`)).expect(200);
    expect(reset.body).toMatchObject({
      amount: 0,
      visibility: 'publicly_visible',
      headline: 'Time to celebrate',
      celebrationDate: '2020-06-01',
    });
  });

  it('resets a work anniversary to 100 points, the same every year', async () => {
    const api = await setUp();
    const anniversary = api.celebration('work_anniversary');
    await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${anniversary.id}`))
      .send({
        workAnniversaryPointSetting: 'everyYearWithCustomAmount',
        yearAmountMappings: [{ yearThreshold: 2, amount: 9 }],
      })
      .expect(200);
    const reset = await api.as(api.http.post(`${ADMIN_CELEBRATIONS}/${anniversary.id}/reset`)).expect(200);
    expect(reset.body).toMatchObject({
      amount: 100,
      workAnniversaryPointSetting: 'everyYearWithSameAmount',
      yearAmountMappings: [],
    });
  });

  it('refuses a form that breaks the rules, with every id and a message', async () => {
    const api = await setUp();
    const birthday = api.celebration('birthday');
    const refused = await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${birthday.id}`))
      .send({ name: '', amount: 1.5, headline: 'x'.repeat(121) })
      .expect(422);
    expect(refused.body).toMatchObject({
      error: 'celebration_name_required',
      errors: ['celebration_name_required', 'celebration_headline_too_long', 'celebration_amount_invalid'],
      message: 'Give the celebration a name',
    });
    const tooLong = await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${birthday.id}`))
      .send({ reason: 'x'.repeat(501) })
      .expect(422);
    expect(tooLong.body.message).toBe('Keep the message under 500 characters');
    const noDay = await api.as(api.http.post(ADMIN_CELEBRATIONS)).send({ type: 'wellness' }).expect(422);
    expect(noDay.body.error).toBe('celebration_date_invalid');
    const twice = await api.as(api.http.post(ADMIN_CELEBRATIONS)).send({ type: 'birthday' }).expect(409);
    expect(twice.body.message).toBe('Your company already has a birthday celebration');
    const foreignGiver = colleaguesIn(api.db, 2)[0]!;
    const giver = await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${birthday.id}`))
      .send({ giverId: foreignGiver.id })
      .expect(422);
    expect(giver.body.error).toBe('celebration_giver_invalid');
    await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${birthday.id}`))
      .send({ state: 'archived' })
      .expect(400);
    await api.as(api.http.post(ADMIN_CELEBRATIONS)).send({ type: 'party' }).expect(400);
    expect(api.celebration('birthday')).toMatchObject({ name: 'Birthday', amount: 50 });
  });

  it('gives a celebration by hand once a day per person, to colleagues only', async () => {
    const api = await setUp();
    const [person] = colleaguesIn(api.db, api.admin.user.company_id);
    const welcome = api.celebration('welcome');
    const give = (userIds: number[]) =>
      api.as(api.http.post(`${ADMIN_CELEBRATIONS}/manually_give`)).send({ celebrationId: welcome.id, userIds });
    const given = await give([person!.id]).expect(201);
    expect(given.body.posted).toEqual([expect.objectContaining({ userId: person!.id, amount: 10, skipped: null })]);
    const again = await give([person!.id]).expect(200);
    expect(again.body.posted).toEqual([expect.objectContaining({ skipped: 'celebration_already_posted' })]);
    const foreign = await give([colleaguesIn(api.db, 2)[0]!.id]).expect(422);
    expect(foreign.body.error).toBe('celebration_recipients_invalid');
    await api
      .as(api.http.patch(`${ADMIN_CELEBRATIONS}/${welcome.id}`))
      .send({ state: 'inactive' })
      .expect(200);
    expect((await give([person!.id]).expect(422)).body.error).toBe('celebration_inactive');
    await api
      .as(api.http.post(`${ADMIN_CELEBRATIONS}/manually_give`))
      .send({ celebrationId: welcome.id })
      .expect(400);
  });

  it('exports the posts: the file id, then polling until it is generated, then downloaded', async () => {
    const api = await setUp();
    const [person] = colleaguesIn(api.db, api.admin.user.company_id);
    person!.birthday = '1990-11-22';
    await api.as(api.http.post(`${ADMIN_CELEBRATIONS}/run_daily`)).expect(200);
    const started = await api.as(api.http.get(CELEBRATIONS_REPORT)).expect(200);
    const id = started.body.generatedFileId as number;
    expect(id).toEqual(expect.any(Number));
    let state = (await api.as(api.http.get(`${CELEBRATIONS_REPORT}/${id}`)).expect(200)).body;
    for (let polls = 0; !state.generated && polls < 50; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await api.as(api.http.get(`${CELEBRATIONS_REPORT}/${id}`)).expect(200)).body;
    }
    expect(state).toEqual({
      generated: true,
      fileUrl: expect.stringMatching(/^\/uploads\/reports\/celebrations-[0-9a-f]{32}\.csv$/),
    });
    const download = await api.http.get(state.fileUrl).set('Cookie', api.admin.cookie).expect(200);
    expect(download.text).toContain(
      `${person!.display_name},${person!.email},Birthday,birthday,2026-11-22,50,daily job`,
    );
    await api
      .as(api.http.patch(`${CELEBRATIONS_REPORT}/${id}`))
      .send({ downloaded: true })
      .expect(200);
    expect(api.db.report_files.find((file) => file.id === id)!.downloaded_at).not.toBeNull();
    await api
      .as(api.http.patch(`${CELEBRATIONS_REPORT}/${id}`))
      .send({ downloaded: 'yes' })
      .expect(400);
    await api.as(api.http.get(`${CELEBRATIONS_REPORT}/999999`)).expect(404);
  });
});
