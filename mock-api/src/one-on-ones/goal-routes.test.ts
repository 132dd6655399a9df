import type { CompanyInitiative, Goal, OneOnOneLogRow } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const GOAL = {
  title: 'Own the billing domain',
  description: 'Pair with finance',
  dueDate: '2027-03-31',
  progress: 20,
  status: 'on_track',
  initiativeId: null,
};

async function setUp() {
  const api = createTestApi();
  const people = {
    manager: await personaAuth(api.db, 'manager'),
    report: await personaAuth(api.db, 'employee'),
    global: await personaAuth(api.db, 'global_admin'),
    peopleData: await personaAuth(api.db, 'awards_admin'),
  };
  const call = (
    who: { authorization: string },
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    body?: object,
  ) => api.http[method](`/api/v2${path}`).set('Authorization', who.authorization).send(body);
  return { api, ...people, call };
}

describe('goals', () => {
  it('are the person’s to change, their manager’s to read and comment on, and nobody else’s', async () => {
    const { report, manager, global, call } = await setUp();
    const goal = (await call(report, 'post', '/goals', GOAL).expect(201)).body.result as Goal;
    await call(report, 'patch', `/goals/${goal.id}`, { ...GOAL, progress: 60, status: 'at_risk' }).expect(200);
    const seen = (await call(manager, 'get', `/goals?userId=${report.user.id}`).expect(200)).body.result as Goal[];
    expect(seen).toEqual([expect.objectContaining({ id: goal.id, progress: 60, status: 'at_risk' })]);
    const commented = await call(manager, 'post', `/goals/${goal.id}/comments`, { text: 'Let us talk risks' });
    expect((commented.body.result as Goal).comments[0]).toMatchObject({ text: 'Let us talk risks' });
    await call(manager, 'patch', `/goals/${goal.id}`, GOAL).expect(403);
    await call(global, 'get', `/goals?userId=${report.user.id}`).expect(404);
    await call(global, 'post', `/goals/${goal.id}/comments`, { text: 'Hi' }).expect(404);
  });

  it('refuses progress outside 0–100 and a blank title', async () => {
    const { report, call } = await setUp();
    expect((await call(report, 'post', '/goals', { ...GOAL, progress: 101 }).expect(422)).body.error).toBe(
      'goal_progress_invalid',
    );
    expect((await call(report, 'post', '/goals', { ...GOAL, title: ' ' }).expect(422)).body.error).toBe(
      'growth_text_required',
    );
  });

  it('links to a company initiative, which the admin manages (audited)', async () => {
    const { api, report, global, call } = await setUp();
    const created = await call(global, 'post', '/admin/growth/company_initiatives', {
      title: 'Expand to Europe',
      description: '',
    }).expect(201);
    const initiative = created.body.result as CompanyInitiative;
    const goal = (await call(report, 'post', '/goals', { ...GOAL, initiativeId: initiative.id })).body.result as Goal;
    expect(goal.initiativeTitle).toBe('Expand to Europe');
    const listed = (await call(report, 'get', '/company_initiatives').expect(200)).body.result as CompanyInitiative[];
    expect(listed).toContainEqual(expect.objectContaining({ id: initiative.id, goalCount: 1 }));
    await call(global, 'patch', `/admin/growth/company_initiatives/${initiative.id}`, {
      title: 'Expand to the EU',
      description: 'Two countries',
    }).expect(200);
    await call(global, 'delete', `/admin/growth/company_initiatives/${initiative.id}`).expect(204);
    const after = (await call(report, 'get', '/goals').expect(200)).body.result as Goal[];
    expect(after[0]).toMatchObject({ initiativeId: null, initiativeTitle: null });
    expect(api.db.audit_events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['company_initiative.create', 'company_initiative.update', 'company_initiative.delete']),
    );
  });

  it('keeps goal and comment text as text (XSS corpus)', async () => {
    const { report, manager, call } = await setUp();
    for (const { id, payload } of XSS_CORPUS) {
      const answer = await call(report, 'post', '/goals', { ...GOAL, title: payload, description: payload });
      if (answer.status !== 201) {
        expect([id, answer.status]).toEqual([id, 422]);
        continue;
      }
      const goal = answer.body.result as Goal;
      expect([id, goal.title, goal.description]).toEqual([id, payload.trim(), payload]);
      const comment = await call(manager, 'post', `/goals/${goal.id}/comments`, { text: payload }).expect(201);
      expect((comment.body.result as Goal).comments[0]!.text).toBe(payload.trim());
    }
  });
});

describe('growth admin', () => {
  it('sets the cadence the next meeting is scheduled by, audited', async () => {
    const { api, manager, report, global, call } = await setUp();
    const admin = await personaAuth(api.db, 'company_admin');
    await call(admin, 'patch', '/admin/growth/one_on_ones', { cadenceDays: 30, reminderDays: 2 }).expect(200);
    expect((await call(global, 'get', '/admin/growth/one_on_ones').expect(200)).body.result).toEqual({
      cadenceDays: 30,
      reminderDays: 2,
    });
    const bad = await call(admin, 'patch', '/admin/growth/one_on_ones', { cadenceDays: 30, reminderDays: 9 });
    expect(bad.body.error).toBe('reminder_days_invalid');
    const meeting = (await call(manager, 'post', '/one_on_ones', { partnerId: report.user.id })).body.result;
    const ended = await call(report, 'post', `/one_on_ones/${meeting.id}/end`).expect(200);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    expect(ended.body.result.next.scheduledFor).toBe(day(30));
    expect(api.db.audit_events.at(-1)).toMatchObject({ action: 'one_on_one_settings.update' });
  });

  it('logs which pairs met and when, never their notes', async () => {
    const { manager, report, peopleData, call } = await setUp();
    const meeting = (await call(manager, 'post', '/one_on_ones', { partnerId: report.user.id })).body.result;
    await call(manager, 'post', `/one_on_ones/${meeting.id}/talking_points`, { text: 'Confidential topic' });
    await call(manager, 'post', `/one_on_ones/${meeting.id}/end`).expect(200);
    const logs = await call(peopleData, 'get', '/admin/growth/one_on_ones/logs').expect(200);
    const rows = logs.body.result as OneOnOneLogRow[];
    expect(rows).toEqual([
      expect.objectContaining({
        manager: expect.objectContaining({ id: manager.user.id }),
        report: expect.objectContaining({ id: report.user.id }),
        meetingsHeld: 1,
      }),
    ]);
    expect(JSON.stringify(logs.body)).not.toContain('Confidential');
  });
});
