import type { OneOnOne } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';

// Noon in UTC, but already the 23rd in Auckland.
const NOW = Date.parse('2026-11-22T12:00:00.000Z');

async function setUp() {
  const api = createTestApi({ now: () => NOW });
  const manager = await personaAuth(api.db, 'manager');
  const report = await personaAuth(api.db, 'employee');
  const as = (who: { authorization: string }) => ({
    post: (path: string, body?: object) =>
      api.http.post(`/api/v2${path}`).set('Authorization', who.authorization).send(body),
    put: (path: string, body: object) =>
      api.http.put(`/api/v2${path}`).set('Authorization', who.authorization).send(body),
  });
  return { api, manager, report, as };
}

describe('one-on-one schedule', () => {
  it('starts a meeting on the picked day and time, and refuses a day before the writer’s today', async () => {
    const { as, manager, report } = await setUp();
    const past = await as(manager)
      .post('/one_on_ones', {
        partnerId: report.user.id,
        schedule: { scheduledFor: '2026-11-21', scheduledTime: null },
      })
      .expect(422);
    expect(past.body.error).toBe('one_on_one_date_past');
    const started = await as(manager)
      .post('/one_on_ones', {
        partnerId: report.user.id,
        schedule: { scheduledFor: '2026-11-22', scheduledTime: '15:30' },
      })
      .expect(201);
    expect(started.body.result).toMatchObject({ scheduledFor: '2026-11-22', scheduledTime: '15:30', notesVersion: 0 });
  });

  it('moves an open meeting, tells the other person, and refuses past or malformed dates at their field', async () => {
    const { api, as, manager, report } = await setUp();
    const meeting = (await as(manager).post('/one_on_ones', { partnerId: report.user.id }).expect(201)).body
      .result as OneOnOne;
    expect(meeting).toMatchObject({ scheduledFor: '2026-11-22', scheduledTime: null });
    const path = `/one_on_ones/${meeting.id}/schedule`;
    for (const [body, error] of [
      [{ scheduledFor: '2026-11-21', scheduledTime: null }, 'one_on_one_date_past'],
      [{ scheduledFor: '2026-02-30', scheduledTime: null }, 'one_on_one_date_invalid'],
      [{ scheduledFor: 'tomorrow', scheduledTime: null }, 'one_on_one_date_invalid'],
      [{ scheduledFor: '2026-12-01', scheduledTime: '25:00' }, 'one_on_one_time_invalid'],
    ] as const) {
      expect((await as(report).put(path, body).expect(422)).body.error).toBe(error);
    }
    const moved = await as(report).put(path, { scheduledFor: '2026-12-01', scheduledTime: '09:00' }).expect(200);
    expect(moved.body.result).toMatchObject({ scheduledFor: '2026-12-01', scheduledTime: '09:00' });
    expect(
      api.db.notifications.filter((row) => row.type === 'one_on_one_new_meeting' && row.user_id === manager.user.id),
    ).toHaveLength(1);
    // Reminded for the day it was on, and again for the day it moved to.
    const jobs = api.app.locals.jobs as { runDue: () => unknown };
    const reminded = () =>
      api.db.notifications.filter(
        (row) => row.user_id === report.user.id && row.type.startsWith('one_on_one_meeting_'),
      );
    await as(report).put(path, { scheduledFor: '2026-11-22', scheduledTime: null }).expect(200);
    jobs.runDue();
    expect(reminded()).toHaveLength(1);
    await as(report).put(path, { scheduledFor: '2026-11-23', scheduledTime: null }).expect(200);
    jobs.runDue();
    expect(reminded()).toHaveLength(2);
    await as(manager).post(`/one_on_ones/${meeting.id}/end`).expect(200);
    await as(report).put(path, { scheduledFor: '2026-12-02', scheduledTime: null }).expect(409);
  });

  it('counts today in the writer’s own time zone', async () => {
    const { api, as, manager, report } = await setUp();
    api.db.users.find((user) => user.id === manager.user.id)!.time_zone = 'Pacific/Auckland';
    const refused = await as(manager)
      .post('/one_on_ones', {
        partnerId: report.user.id,
        schedule: { scheduledFor: '2026-11-22', scheduledTime: null },
      })
      .expect(422);
    expect(refused.body.error).toBe('one_on_one_date_past');
  });

  it('refuses a save over shared notes someone else changed since, and keeps theirs', async () => {
    const { as, manager, report } = await setUp();
    const meeting = (await as(manager).post('/one_on_ones', { partnerId: report.user.id }).expect(201)).body
      .result as OneOnOne;
    const path = `/one_on_ones/${meeting.id}/notes`;
    const first = await as(report)
      .put(path, { sharedNotes: 'Report’s plan', decisions: '', myPrivateNotes: '', baseVersion: 0 })
      .expect(200);
    expect(first.body.result.notesVersion).toBe(1);
    const stale = await as(manager)
      .put(path, { sharedNotes: 'Manager’s plan', decisions: '', myPrivateNotes: 'mine', baseVersion: 0 })
      .expect(409);
    expect(stale.body.error).toBe('one_on_one_notes_conflict');
    // Private notes alone never conflict: only the shared text is versioned.
    const privateOnly = await as(manager)
      .put(path, { sharedNotes: 'Report’s plan', decisions: '', myPrivateNotes: 'mine', baseVersion: 0 })
      .expect(200);
    expect(privateOnly.body.result).toMatchObject({
      sharedNotes: 'Report’s plan',
      myPrivateNotes: 'mine',
      notesVersion: 1,
    });
    const merged = await as(manager)
      .put(path, { sharedNotes: 'Both plans', decisions: '', myPrivateNotes: 'mine', baseVersion: 1 })
      .expect(200);
    expect(merged.body.result.notesVersion).toBe(2);
  });
});
