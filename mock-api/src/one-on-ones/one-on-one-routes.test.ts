import type { OneOnOne, OneOnOnePair } from '@laurel/shared/contract';
import { createTestApi, TEST_SECRET } from '../testing/test-api';
import { signAccessToken } from '../session/tokens';
import { personaAuth } from '../testing/persona-auth';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

async function setUp() {
  const api = createTestApi({ now: () => NOW });
  const manager = await personaAuth(api.db, 'manager');
  const report = await personaAuth(api.db, 'employee');
  const as = (who: { authorization: string }) => ({
    get: (path: string) => api.http.get(`/api/v2${path}`).set('Authorization', who.authorization),
    post: (path: string, body?: object) =>
      api.http.post(`/api/v2${path}`).set('Authorization', who.authorization).send(body),
    patch: (path: string, body: object) =>
      api.http.patch(`/api/v2${path}`).set('Authorization', who.authorization).send(body),
    put: (path: string, body: object) =>
      api.http.put(`/api/v2${path}`).set('Authorization', who.authorization).send(body),
  });
  const meeting = (await as(manager).post('/one_on_ones', { partnerId: report.user.id }).expect(201)).body
    .result as OneOnOne;
  return { api, manager, report, as, meeting };
}

describe('one-on-ones', () => {
  it('lists the pair for both people and notifies the other of a new meeting', async () => {
    const { api, manager, report, as, meeting } = await setUp();
    const mine = (await as(report).get('/one_on_ones').expect(200)).body.result.pairs as OneOnOnePair[];
    expect(mine).toContainEqual(
      expect.objectContaining({ myRole: 'report', partner: expect.objectContaining({ id: manager.user.id }) }),
    );
    const theirs = (await as(manager).get('/one_on_ones').expect(200)).body.result.pairs as OneOnOnePair[];
    expect(theirs.find((pair) => pair.partner.id === report.user.id)?.current?.id).toBe(meeting.id);
    expect(api.db.notifications).toContainEqual(
      expect.objectContaining({ user_id: report.user.id, type: 'one_on_one_new_meeting' }),
    );
    // Starting again answers the open meeting, not a second one.
    expect((await as(report).post('/one_on_ones', { partnerId: manager.user.id }).expect(200)).body.result.id).toBe(
      meeting.id,
    );
  });

  it('keeps each person’s private notes to them and shares the rest', async () => {
    const { manager, report, as, meeting } = await setUp();
    await as(manager)
      .put(`/one_on_ones/${meeting.id}/notes`, { sharedNotes: 'Q1 plan', decisions: 'Ship', myPrivateNotes: 'Secret' })
      .expect(200);
    const seen = (await as(report).get(`/one_on_ones/${meeting.id}`).expect(200)).body.result as OneOnOne;
    expect(seen).toMatchObject({ sharedNotes: 'Q1 plan', decisions: 'Ship', myPrivateNotes: '' });
    expect(JSON.stringify(seen)).not.toContain('Secret');
    const own = (await as(manager).get(`/one_on_ones/${meeting.id}`).expect(200)).body.result as OneOnOne;
    expect(own.myPrivateNotes).toBe('Secret');
  });

  it('is 404 to a third person and to another manager', async () => {
    const { api, as, meeting } = await setUp();
    for (const persona of ['global_admin', 'awards_admin', 'company_admin']) {
      const outsider = await personaAuth(api.db, persona);
      await as(outsider).get(`/one_on_ones/${meeting.id}`).expect(404);
      await as(outsider).post(`/one_on_ones/${meeting.id}/talking_points`, { text: 'Hi' }).expect(404);
    }
    const otherManager = api.db.users.find(
      (user) => user.company_id === 1 && user.is_manager && user.persona !== 'manager',
    )!;
    const token = await signAccessToken({ user_id: otherManager.id, company_id: 1 }, TEST_SECRET);
    await as({ authorization: `Bearer ${token}` })
      .get(`/one_on_ones/${meeting.id}`)
      .expect(404);
  });

  it('carries unticked talking points and unfinished action items to the next meeting, a cadence later', async () => {
    const { manager, report, as, meeting } = await setUp();
    await as(manager).post(`/one_on_ones/${meeting.id}/talking_points`, { text: 'Career path' }).expect(201);
    const withBoth = (await as(report).post(`/one_on_ones/${meeting.id}/talking_points`, { text: 'Vacation' })).body
      .result as OneOnOne;
    const vacation = withBoth.talkingPoints.find((point) => point.text === 'Vacation')!;
    await as(report).patch(`/one_on_ones/${meeting.id}/talking_points/${vacation.id}`, { done: true }).expect(200);
    await as(manager)
      .post(`/one_on_ones/${meeting.id}/action_items`, { text: 'Draft plan', ownerId: report.user.id })
      .expect(201);
    const ended = await as(manager).post(`/one_on_ones/${meeting.id}/end`).expect(200);
    const next = ended.body.result.next as OneOnOne;
    expect(next.scheduledFor).toBe('2026-12-06');
    expect(next.talkingPoints.map((point) => [point.text, point.carriedFrom])).toEqual([['Career path', meeting.id]]);
    expect(next.actionItems.map((item) => [item.text, item.ownerId])).toEqual([['Draft plan', report.user.id]]);
    await as(report).post(`/one_on_ones/${meeting.id}/talking_points`, { text: 'Late' }).expect(409);
    const recap = (await as(report).get(`/one_on_ones/recap?partnerId=${manager.user.id}`).expect(200)).body
      .result as OneOnOne;
    expect(recap).toMatchObject({ id: meeting.id, status: 'ended' });
    expect(recap.talkingPoints).toHaveLength(2);
  });

  it('refuses blank, overlong or foreign-owned items at their field', async () => {
    const { api, as, manager, meeting } = await setUp();
    const blank = await as(manager).post(`/one_on_ones/${meeting.id}/talking_points`, { text: '   ' }).expect(422);
    expect(blank.body.error).toBe('growth_text_required');
    const long = await as(manager).post(`/one_on_ones/${meeting.id}/talking_points`, { text: 'x'.repeat(501) });
    expect(long.body.error).toBe('growth_text_too_long');
    const stranger = api.db.users.find(
      (user) => user.company_id === 1 && !user.persona && user.manager_id !== manager.user.id,
    )!;
    await as(manager)
      .post(`/one_on_ones/${meeting.id}/action_items`, { text: 'Do it', ownerId: stranger.id })
      .expect(400);
  });

  it('keeps agenda and notes text as text (XSS corpus)', async () => {
    const { as, manager, report, meeting } = await setUp();
    for (const { id, payload } of XSS_CORPUS) {
      const answer = await as(manager).post(`/one_on_ones/${meeting.id}/talking_points`, { text: payload });
      if (answer.status !== 201) {
        expect([id, answer.status, answer.body.error]).toEqual([id, 422, expect.stringMatching(/^growth_text_/)]);
        continue;
      }
      expect([id, (answer.body.result as OneOnOne).talkingPoints.at(-1)!.text]).toEqual([id, payload.trim()]);
      const notes = await as(report).put(`/one_on_ones/${meeting.id}/notes`, {
        sharedNotes: payload,
        decisions: payload,
        myPrivateNotes: payload,
      });
      if (notes.status === 200) expect(notes.body.result.sharedNotes).toBe(payload);
    }
  });

  it('is refused to a company without Achieve', async () => {
    const { api, as } = await setUp();
    await as(await personaAuth(api.db, 'tier_three_user'))
      .get('/one_on_ones')
      .expect(403);
  });

  it('reminds both people of a meeting once its reminder day has come, once each', async () => {
    const { api, manager, report, meeting, as } = await setUp();
    const jobs = api.app.locals.jobs as { runDue: () => unknown };
    jobs.runDue();
    jobs.runDue();
    const reminders = api.db.notifications.filter(
      (row) => row.event_key === `one_on_one_meeting_upcoming:${meeting.id}:${meeting.scheduledFor}`,
    );
    expect(reminders.map((row) => [row.user_id, row.type])).toEqual([
      [manager.user.id, 'one_on_one_meeting_upcoming_for_manager'],
      [report.user.id, 'one_on_one_meeting_upcoming_for_direct_report'],
    ]);
    // The next meeting, a cadence away, is not reminded of yet.
    const next = (await as(manager).post(`/one_on_ones/${meeting.id}/end`).expect(200)).body.result.next as OneOnOne;
    jobs.runDue();
    expect(
      api.db.notifications.some((row) => row.event_key?.startsWith(`one_on_one_meeting_upcoming:${next.id}:`)),
    ).toBe(false);
  });
});
