import type { CheckIn, FeedbackRequest, FeedbackResponse } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * Feedback and check-in free text (issue 18): a request's topic, feedback, a check-in's answers and the
 * manager's comment are plain text, stored and answered as the very string sent (trimmed) or refused whole.
 */
const growthText = securityTally(
  'XSS payloads in feedback and check-ins (API)',
  (cases) =>
    `${XSS_CORPUS.length} payloads × feedback topic and message, check-in answers and the manager's comment (text, or refused whole), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-growth', [growthText.row()]));

const REFUSED = new Set([
  'feedback_topic_required',
  'feedback_topic_too_long',
  'feedback_message_required',
  'feedback_message_too_long',
  'check_in_went_well_required',
  'check_in_text_too_long',
  'check_in_comment_required',
]);

describe('feedback and check-in text', () => {
  it('keeps text as text and reads each back unchanged', async () => {
    let time = Date.parse('2026-01-05T12:00:00.000Z');
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS, now: () => time });
    const employee = await personaAuth(api.db, 'employee');
    const manager = await personaAuth(api.db, 'manager');
    const problems: string[] = [];
    const refusedWhole = (status: number, error: unknown) => status === 422 && REFUSED.has(error as string);
    for (const { id, payload } of XSS_CORPUS) {
      const text = payload.trim();
      const asked = await api.http
        .post('/api/v2/constructive_feedback/requests')
        .set('Authorization', employee.authorization)
        .send({ recipientId: manager.user.id, topic: payload });
      if (asked.status !== 201) {
        if (!growthText.count(refusedWhole(asked.status, asked.body.error)))
          problems.push(`${id}: ask ${asked.status}`);
      } else {
        const request = asked.body as FeedbackRequest;
        if (!growthText.count(request.topic === text)) problems.push(`${id}: topic changed`);
        const answered = await api.http
          .post('/api/v2/constructive_feedback/responses')
          .set('Authorization', manager.authorization)
          .send({ requestId: request.id, message: payload });
        if (answered.status !== 201) {
          if (!growthText.count(refusedWhole(answered.status, answered.body.error))) problems.push(`${id}: answer`);
        } else {
          const read = await api.http
            .get(`/api/v2/constructive_feedback/responses/${(answered.body as FeedbackResponse).id}`)
            .set('Authorization', employee.authorization)
            .expect(200);
          if (!growthText.count((read.body as FeedbackResponse).message === text)) problems.push(`${id}: message`);
        }
      }
      // A week a payload, so each check-in is a new one the manager has not answered.
      time += 7 * 86_400_000;
      const wrote = await api.http
        .post('/api/v2/check_ins')
        .set('Authorization', employee.authorization)
        .send({ wentWell: payload, blockers: payload, mood: 3 });
      if (wrote.status !== 201) {
        if (!growthText.count(refusedWhole(wrote.status, wrote.body.error))) problems.push(`${id}: check-in`);
        continue;
      }
      const checkIn = wrote.body as CheckIn;
      if (!growthText.count(checkIn.wentWell === text && checkIn.blockers === text)) problems.push(`${id}: answers`);
      const commented = await api.http
        .post(`/api/v2/check_ins/${checkIn.id}/comments`)
        .set('Authorization', manager.authorization)
        .send({ text: payload });
      const ok =
        (commented.status === 201 && (commented.body as CheckIn).managerComment?.text === text) ||
        refusedWhole(commented.status, commented.body.error);
      if (!growthText.count(ok)) problems.push(`${id}: comment ${commented.status}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
