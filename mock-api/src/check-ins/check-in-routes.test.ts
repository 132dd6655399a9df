import type { CheckIn, MyCheckIns } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';

const CHECK_INS = '/api/v2/check_ins';
const WRITE = { wentWell: 'Shipped the importer', blockers: 'Waiting on review', mood: 4 };

async function setUp(at = '2026-11-25T12:00:00.000Z') {
  const clock = testClock(at);
  const api = createTestApi({ now: clock.now });
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const admin = await personaAuth(api.db, 'global_admin');
  const colleague = await personaAuth(api.db, 'rewards_admin');
  const write = (body: object = WRITE, auth = employee) =>
    api.http.post(CHECK_INS).set('Authorization', auth.authorization).send(body);
  return { ...api, clock, employee, manager, admin, colleague, write };
}

describe('check-ins', () => {
  it("writes this week's check-in (the employee's cadence is weekly), then changes it", async () => {
    const api = await setUp();
    const first = (await api.write().expect(201)).body as CheckIn;
    expect(first.period).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    await api.write({ ...WRITE, mood: 5 }).expect(200);
    const mine = (await api.http.get(CHECK_INS).set('Authorization', api.employee.authorization).expect(200))
      .body as MyCheckIns;
    expect(mine).toMatchObject({ cadence: 'weekly', current: { id: first.id, mood: 5 }, history: [] });
    expect(api.db.check_ins).toHaveLength(1);
  });

  it('refuses a missing answer, a long one and a mood outside 1 to 5, at their fields', async () => {
    const api = await setUp();
    expect((await api.write({ ...WRITE, wentWell: ' ' }).expect(422)).body.error).toBe('check_in_went_well_required');
    expect((await api.write({ ...WRITE, blockers: 'x'.repeat(2001) }).expect(422)).body.error).toBe(
      'check_in_text_too_long',
    );
    expect((await api.write({ ...WRITE, mood: 6 }).expect(422)).body.error).toBe('check_in_mood_invalid');
    expect(api.db.check_ins).toEqual([]);
  });

  it('is read by its writer and their manager; the manager answers once and it can no longer change', async () => {
    const api = await setUp();
    const checkIn = (await api.write().expect(201)).body as CheckIn;
    const reports = await api.http.get(`${CHECK_INS}/reports`).set('Authorization', api.manager.authorization);
    expect((reports.body.result as CheckIn[]).map((row) => row.id)).toEqual([checkIn.id]);
    for (const auth of [api.employee, api.manager]) {
      await api.http.get(`${CHECK_INS}/${checkIn.id}`).set('Authorization', auth.authorization).expect(200);
    }
    for (const auth of [api.admin, api.colleague]) {
      await api.http.get(`${CHECK_INS}/${checkIn.id}`).set('Authorization', auth.authorization).expect(404);
    }
    const comment = (path: string, auth: { authorization: string }, text = 'Nice work') =>
      api.http.post(path).set('Authorization', auth.authorization).send({ text });
    const commentsPath = `${CHECK_INS}/${checkIn.id}/comments`;
    // The writer and other people are not its manager; only managers pass the guard at all.
    await comment(commentsPath, api.employee).expect(403);
    await comment(commentsPath, api.admin).expect(403);
    expect((await comment(commentsPath, api.manager, '  ').expect(422)).body.error).toBe('check_in_comment_required');
    const answered = (await comment(commentsPath, api.manager).expect(201)).body as CheckIn;
    expect(answered.managerComment).toMatchObject({ text: 'Nice work', author: { id: api.manager.user.id } });
    expect((await comment(commentsPath, api.manager).expect(409)).body.error).toBe('check_in_answered');
    expect((await api.write().expect(409)).body.error).toBe('check_in_answered');
  });

  it("keeps a manager to their own reports: another team's check-in is 404", async () => {
    const api = await setUp();
    const otherManager = api.db.users.find((user) => user.is_manager && !user.persona && user.company_id === 1)!;
    const theirReport = api.db.users.find((user) => user.manager_id === otherManager.id)!;
    api.db.check_ins.push({
      id: 500,
      company_id: 1,
      user_id: theirReport.id,
      period_start: '2026-11-23',
      period_end: '2026-11-29',
      went_well: 'Fine',
      blockers: '',
      mood: 3,
      created_at: '2026-11-24T00:00:00.000Z',
      updated_at: '2026-11-24T00:00:00.000Z',
      manager_comment: null,
    });
    await api.http.get(`${CHECK_INS}/500`).set('Authorization', api.manager.authorization).expect(404);
    await api.http
      .post(`${CHECK_INS}/500/comments`)
      .set('Authorization', api.manager.authorization)
      .send({ text: 'Hi' })
      .expect(404);
    const reports = await api.http.get(`${CHECK_INS}/reports`).set('Authorization', api.manager.authorization);
    expect((reports.body.result as CheckIn[]).some((row) => row.id === 500)).toBe(false);
  });

  it('moves to a new period with the calendar: last week becomes history', async () => {
    const api = await setUp();
    await api.write().expect(201);
    api.clock.set('2026-12-01T09:00:00.000Z');
    const mine = (await api.http.get(CHECK_INS).set('Authorization', api.employee.authorization).expect(200))
      .body as MyCheckIns;
    expect(mine.period).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(mine.current).toBeNull();
    expect(mine.history.map((row) => row.period.start)).toEqual(['2026-11-23']);
  });

  it('refuses people without a cadence: the manager persona writes none', async () => {
    const api = await setUp();
    await api.write(WRITE, api.manager).expect(403);
  });
});
