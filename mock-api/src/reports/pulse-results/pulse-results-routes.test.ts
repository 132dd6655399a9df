import { PULSE_MIN_GROUP_SIZE, type PulseResults } from '@laurel/shared/contract';
import type { PulseCheckData, PulseResponse } from '../../seed/pulse-checks';
import { createTestApi, bearer } from '../../testing/test-api';
import { personaAuth } from '../../testing/persona-auth';
import { FINANCE_GLOBAL_ADMIN_EMAIL } from '../../seed/finance-global-admin';
import { pulseResults } from './pulse-results';
import { PULSE_RESULTS_API } from './pulse-results-routes';

const NOW = '2026-11-22T12:00:00.000Z';

/** Two questions; five people in Sales, two in Legal; answers in September and October. */
function tinyPulse(comment: (index: number) => string | null = () => null): PulseCheckData {
  const responses: PulseResponse[] = [];
  const answer = (user_id: number, department: string, answered_on: string, question_id: number, score: number) =>
    responses.push({
      id: responses.length + 1,
      question_id,
      user_id,
      department,
      answered_on,
      score,
      comment: comment(responses.length),
    });
  for (const [index, score] of [5, 4, 4, 3, 2].entries()) {
    answer(index + 1, 'Sales', '2026-10-05', 1, score);
    answer(index + 1, 'Sales', '2026-10-06', 2, 3);
  }
  answer(6, 'Legal', '2026-10-31', 1, 1);
  answer(7, 'Legal', '2026-09-30', 1, 5);
  return {
    questions: [
      { id: 1, text: 'I feel recognised.' },
      { id: 2, text: 'I know what is expected of me.' },
    ],
    responses,
  };
}

describe('pulse results (programs §2, §6)', () => {
  it('averages each question and month, and hides departments under five respondents', () => {
    const results = pulseResults(tinyPulse(), { start_date: '2026-09-01', end_date: '2026-10-31' });
    expect(results.respondentCount).toBe(7);
    // Question 1: 5+4+4+3+2+1+5 = 24 over 7; October 19 over 6; September 5.
    expect(results.questions[0]).toEqual({
      questionId: 1,
      text: 'I feel recognised.',
      averageScore: 3.4,
      responseCount: 7,
      months: [
        { month: '2026-09', averageScore: 5, responseCount: 1 },
        { month: '2026-10', averageScore: 3.2, responseCount: 6 },
      ],
    });
    expect(results.questions[1]!.averageScore).toBe(3);
    expect(results.departments).toEqual([
      { department: 'Legal', respondentCount: 2, averageScore: null, hidden: true },
      // (5+4+4+3+2) + 5×3 = 33 over 10.
      { department: 'Sales', respondentCount: PULSE_MIN_GROUP_SIZE, averageScore: 3.3, hidden: false },
    ]);
  });

  it('keeps only the range’s answers', () => {
    const october = pulseResults(tinyPulse(), { start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(october.respondentCount).toBe(6);
    expect(october.questions[0]!.months).toEqual([{ month: '2026-10', averageScore: 3.2, responseCount: 6 }]);
  });

  it('answers the seeded pulse checks to a finance and global admin, over the previous month by default', async () => {
    const api = createTestApi({ now: () => Date.parse(NOW) });
    const controller = api.db.users.find((user) => user.email === FINANCE_GLOBAL_ADMIN_EMAIL)!;
    const response = await api.http.get(PULSE_RESULTS_API).set('Authorization', await bearer(controller.id));
    expect(response.status).toBe(200);
    const body = response.body.result as PulseResults;
    expect(body).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(body.questions).toHaveLength(4);
    expect(body.respondentCount).toBeGreaterThan(PULSE_MIN_GROUP_SIZE);
    expect(body.departments.every((group) => group.hidden === group.respondentCount < PULSE_MIN_GROUP_SIZE)).toBe(true);
  });

  it.each(['finance_admin', 'global_admin', 'employee'])('refuses %s, who lacks finance or global', async (persona) => {
    const api = createTestApi({ now: () => Date.parse(NOW) });
    const { authorization } = await personaAuth(api.db, persona);
    const response = await api.http.get(PULSE_RESULTS_API).set('Authorization', authorization);
    expect(response.status).toBe(403);
  });
});
