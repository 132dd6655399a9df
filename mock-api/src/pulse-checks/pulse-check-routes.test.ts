import type { CheckIn, MyCheckIns, PulseCheckSettings, ReportsCheckIns } from '@laurel/shared/contract';
import { DEFAULT_PULSE_CHECK_SETTINGS } from '@laurel/shared/contract';
import type { User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { XSS_CORPUS } from '../testing/rich-text-problems';

const SETTINGS: PulseCheckSettings = {
  enabled: true,
  question: 'How are you feeling about work this week?',
  scaleLabels: ['Drained', 'Meh', 'Okay', 'Good', 'Energised'],
  managerView: 'individual',
  anonymityThreshold: 3,
};

async function setUp() {
  const api = createTestApi({ now: () => Date.parse('2026-11-24T12:00:00.000Z') });
  const auth = {
    admin: await personaAuth(api.db, 'global_admin'),
    manager: await personaAuth(api.db, 'manager'),
    employee: await personaAuth(api.db, 'employee'),
  };
  const call = (who: { authorization: string }, method: 'get' | 'put' | 'post', path: string, body?: object) =>
    api.http[method](`/api/v2${path}`).set('Authorization', who.authorization).send(body);
  /** Two more of the manager's reports answered the pulse in the employee's period. */
  const reportsAnswer = (scores: number[]) => {
    const mine = api.db.check_ins.find((row) => row.user_id === auth.employee.user.id)!;
    const others = api.db.users.filter(
      (user: User) => user.manager_id === auth.manager.user.id && user.id !== auth.employee.user.id,
    );
    scores.forEach((score, index) =>
      api.db.check_ins.push({ ...mine, id: 9100 + index, user_id: others[index]!.id, pulse: { score, comment: '' } }),
    );
  };
  return { api, ...auth, call, reportsAnswer };
}

describe('pulse check settings', () => {
  it('are off by default, saved by a global admin (audited) and refused at the field with the spec’s ids', async () => {
    const { api, admin, call } = await setUp();
    expect((await call(admin, 'get', '/admin/growth/pulse_check').expect(200)).body.result).toEqual(
      DEFAULT_PULSE_CHECK_SETTINGS,
    );
    await call(admin, 'put', '/admin/growth/pulse_check', SETTINGS).expect(200);
    expect((await call(admin, 'get', '/admin/growth/pulse_check').expect(200)).body.result).toEqual(SETTINGS);
    expect(api.db.audit_events.at(-1)).toMatchObject({ action: 'pulse_check_settings.update' });
    const refused = await call(admin, 'put', '/admin/growth/pulse_check', {
      ...SETTINGS,
      question: 'x'.repeat(201),
      scaleLabels: ['a', '', 'c', 'd', 'e'],
      anonymityThreshold: 1,
    }).expect(422);
    expect(refused.body.errors).toEqual(['pulse_question_too_long', 'pulse_label_invalid', 'pulse_threshold_invalid']);
    const blank = await call(admin, 'put', '/admin/growth/pulse_check', { ...SETTINGS, question: '   ' }).expect(422);
    expect(blank.body.error).toBe('pulse_question_required');
  });

  it('asks the question in the check-in, stores the answer and shows the manager the answer when individual', async () => {
    const { admin, employee, manager, call } = await setUp();
    expect(((await call(employee, 'get', '/check_ins').expect(200)).body as MyCheckIns).pulse).toBeNull();
    await call(admin, 'put', '/admin/growth/pulse_check', SETTINGS).expect(200);
    const mine = (await call(employee, 'get', '/check_ins').expect(200)).body as MyCheckIns;
    expect(mine.pulse).toEqual({ question: SETTINGS.question, scaleLabels: SETTINGS.scaleLabels });
    const written = await call(employee, 'post', '/check_ins', {
      wentWell: 'Shipped',
      blockers: '',
      mood: 4,
      pulse: { score: 2, comment: '  Tired  ' },
    }).expect(201);
    expect((written.body as CheckIn).pulse).toEqual({ score: 2, comment: 'Tired' });
    const reports = (await call(manager, 'get', '/check_ins/reports').expect(200)).body as ReportsCheckIns;
    expect(reports.result.find((row) => row.author.id === employee.user.id)?.pulse).toEqual({
      score: 2,
      comment: 'Tired',
    });
    expect(reports.pulse).toMatchObject({ managerView: 'individual', answerCount: 1, threshold: 3, average: null });
    const wrong = await call(employee, 'post', '/check_ins', {
      wentWell: 'Shipped',
      blockers: '',
      mood: 4,
      pulse: { score: 9, comment: '' },
    }).expect(422);
    expect(wrong.body.error).toBe('pulse_score_invalid');
  });

  it('shows only the team average at or above the threshold when the company says so', async () => {
    const { admin, employee, manager, call, reportsAnswer } = await setUp();
    await call(admin, 'put', '/admin/growth/pulse_check', { ...SETTINGS, managerView: 'team_average' }).expect(200);
    await call(employee, 'post', '/check_ins', {
      wentWell: 'Ok',
      blockers: '',
      mood: 3,
      pulse: { score: 5, comment: 'x' },
    });
    const hidden = (await call(manager, 'get', '/check_ins/reports').expect(200)).body as ReportsCheckIns;
    expect(hidden.result.every((row) => row.pulse === null)).toBe(true);
    expect(hidden.pulse).toMatchObject({ managerView: 'team_average', answerCount: 1, average: null });
    reportsAnswer([2, 3]);
    const shown = (await call(manager, 'get', '/check_ins/reports').expect(200)).body as ReportsCheckIns;
    expect(shown.pulse).toMatchObject({ answerCount: 3, average: 3.3 });
    expect(shown.result.every((row) => row.pulse === null)).toBe(true);
    // The writer still reads their own answer.
    const own = ((await call(employee, 'get', '/check_ins').expect(200)).body as MyCheckIns).current;
    expect(own?.pulse).toEqual({ score: 5, comment: 'x' });
  });

  it('keeps the question, labels and comment as text (XSS corpus)', async () => {
    const { admin, employee, call } = await setUp();
    for (const { id, payload } of XSS_CORPUS) {
      const saved = await call(admin, 'put', '/admin/growth/pulse_check', {
        ...SETTINGS,
        question: payload,
        scaleLabels: [payload, 'b', 'c', 'd', 'e'],
      });
      if (saved.status === 200) {
        expect([id, saved.body.result.question, saved.body.result.scaleLabels[0]]).toEqual([
          id,
          payload.trim(),
          payload.trim(),
        ]);
      } else {
        expect([id, saved.status]).toEqual([id, 422]);
      }
      await call(admin, 'put', '/admin/growth/pulse_check', SETTINGS).expect(200);
      const answered = await call(employee, 'post', '/check_ins', {
        wentWell: 'Ok',
        blockers: '',
        mood: 3,
        pulse: { score: 3, comment: payload },
      });
      if (answered.status === 422) expect([id, answered.body.error]).toEqual([id, 'pulse_comment_too_long']);
      else expect([id, (answered.body as CheckIn).pulse?.comment]).toEqual([id, payload.trim()]);
    }
  });
});
