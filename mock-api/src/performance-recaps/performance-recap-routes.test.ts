import type { PerformanceRecap, RecapCycle, RecapCycleList } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const CYCLE = {
  name: 'H2 2026 recap',
  periodStart: '2026-07-01',
  periodEnd: '2026-11-30',
  dueDate: '2026-12-15',
  questions: ['What are you proud of?', 'What will you grow next?'],
};

async function setUp() {
  const api = createTestApi({ now: () => Date.parse('2026-11-24T12:00:00.000Z') });
  const auth = {
    admin: await personaAuth(api.db, 'global_admin'),
    manager: await personaAuth(api.db, 'manager'),
    employee: await personaAuth(api.db, 'employee'),
    colleague: await personaAuth(api.db, 'finance_admin'),
  };
  const call = (
    who: { authorization: string },
    method: 'get' | 'put' | 'post' | 'delete',
    path: string,
    body?: object,
  ) => api.http[method](`/api/v2${path}`).set('Authorization', who.authorization).send(body);
  return { api, ...auth, call };
}

describe('recap cycles', () => {
  it('are set up, changed and deleted by a global admin (audited), refused at the field', async () => {
    const { api, admin, call } = await setUp();
    const created = (await call(admin, 'post', '/admin/growth/recap_cycles', CYCLE).expect(201)).body
      .result as RecapCycle;
    expect(created).toMatchObject(CYCLE);
    await call(admin, 'put', `/admin/growth/recap_cycles/${created.id}`, { ...CYCLE, name: 'H2 recap' }).expect(200);
    const list = (await call(admin, 'get', '/admin/growth/recap_cycles').expect(200)).body as RecapCycleList;
    expect(list.result[0]).toMatchObject({ id: created.id, name: 'H2 recap', recapsWritten: 0, managerNotes: 0 });
    expect(list.result[0]!.people).toBeGreaterThan(3);
    expect(list.departments).toContain('Engineering');
    const refused = await call(admin, 'post', '/admin/growth/recap_cycles', {
      ...CYCLE,
      name: ' ',
      questions: ['x'.repeat(201)],
    }).expect(422);
    expect(refused.body.errors).toEqual(['recap_cycle_name_required', 'recap_question_too_long']);
    const dates = await call(admin, 'post', '/admin/growth/recap_cycles', { ...CYCLE, periodEnd: '2026-06-01' });
    expect(dates.body.error).toBe('recap_cycle_period_invalid');
    const due = await call(admin, 'post', '/admin/growth/recap_cycles', { ...CYCLE, dueDate: '2026-11-01' });
    expect(due.body.error).toBe('recap_cycle_due_date_invalid');
    const none = await call(admin, 'post', '/admin/growth/recap_cycles', { ...CYCLE, questions: [] });
    expect(none.body.error).toBe('recap_questions_count');
    await call(admin, 'delete', `/admin/growth/recap_cycles/${created.id}`).expect(204);
    await call(admin, 'delete', `/admin/growth/recap_cycles/${created.id}`).expect(404);
    expect(api.db.audit_events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['recap_cycle.create', 'recap_cycle.update', 'recap_cycle.delete']),
    );
  });
});

describe('a person’s recap in the open cycle', () => {
  it('asks the cycle’s questions, keeps the answers and the manager’s saved note (theirs alone), counted', async () => {
    const { admin, employee, manager, colleague, call } = await setUp();
    expect((await call(employee, 'get', '/performance_recaps/current').expect(200)).body.result).toBeNull();
    await call(employee, 'put', '/performance_recaps/current', { answers: ['x'] }).expect(409);
    const cycle = (await call(admin, 'post', '/admin/growth/recap_cycles', CYCLE).expect(201)).body
      .result as RecapCycle;
    const empty = (await call(employee, 'get', '/performance_recaps/current').expect(200)).body
      .result as PerformanceRecap;
    expect(empty).toMatchObject({ cycle: { id: cycle.id, questions: CYCLE.questions }, answers: ['', ''], mine: true });
    await call(employee, 'put', '/performance_recaps/current', { answers: ['', ' '] }).expect(422);
    const written = await call(employee, 'put', '/performance_recaps/current', { answers: ['The importer', ''] });
    expect((written.body.result as PerformanceRecap).answers).toEqual(['The importer', '']);
    const path = `/performance_recaps/current/${employee.user.id}/manager_note`;
    await call(manager, 'put', path, { note: 'Strong half: led the importer' }).expect(200);
    const managerView = (
      await call(manager, 'get', `/performance_recaps/current?userId=${employee.user.id}`).expect(200)
    ).body.result as PerformanceRecap;
    expect(managerView).toMatchObject({
      answers: ['The importer', ''],
      managerNote: 'Strong half: led the importer',
      mine: false,
    });
    const own = (await call(employee, 'get', '/performance_recaps/current').expect(200)).body
      .result as PerformanceRecap;
    expect(own.managerNote).toBeNull();
    // Neither the person nor a colleague writes the manager's note; a colleague does not read the recap.
    await call(employee, 'put', path, { note: 'Me' }).expect(404);
    await call(colleague, 'put', path, { note: 'Me' }).expect(404);
    await call(colleague, 'get', `/performance_recaps/current?userId=${employee.user.id}`).expect(404);
    const tooLong = await call(manager, 'put', path, { note: 'x'.repeat(2001) }).expect(422);
    expect(tooLong.body.error).toBe('recap_answer_too_long');
    const engineering = (await call(admin, 'get', '/admin/growth/recap_cycles?department=Engineering').expect(200))
      .body as RecapCycleList;
    expect(engineering.result[0]).toMatchObject({ recapsWritten: 1, managerNotes: 1 });
    const elsewhere = (await call(admin, 'get', '/admin/growth/recap_cycles?department=Nowhere').expect(200))
      .body as RecapCycleList;
    expect(elsewhere.result[0]).toMatchObject({ people: 0, recapsWritten: 0, managerNotes: 0 });
  });

  it('keeps cycle names, questions, answers and notes as text (XSS corpus)', async () => {
    const { admin, employee, manager, call } = await setUp();
    for (const { id, payload } of XSS_CORPUS) {
      const created = await call(admin, 'post', '/admin/growth/recap_cycles', {
        ...CYCLE,
        name: payload,
        questions: [payload],
      });
      if (created.status !== 201) {
        expect([id, created.status]).toEqual([id, 422]);
        continue;
      }
      const cycle = created.body.result as RecapCycle;
      expect([id, cycle.name, cycle.questions[0]]).toEqual([id, payload.trim(), payload.trim()]);
      const answered = await call(employee, 'put', '/performance_recaps/current', { answers: [payload] });
      if (answered.status === 200) {
        expect([id, (answered.body.result as PerformanceRecap).answers[0]]).toEqual([id, payload.trim()]);
      } else {
        expect([id, answered.status]).toEqual([id, 422]);
      }
      const noted = await call(manager, 'put', `/performance_recaps/current/${employee.user.id}/manager_note`, {
        note: payload,
      });
      if (noted.status === 200) {
        expect([id, (noted.body.result as PerformanceRecap).managerNote]).toEqual([id, payload.trim()]);
      } else {
        expect([id, noted.status]).toEqual([id, 422]);
      }
      await call(admin, 'delete', `/admin/growth/recap_cycles/${cycle.id}`).expect(204);
    }
  });
});
