import type { FeedbackRequest, NotificationEmail } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { NO_RATE_LIMITS } from '../config';

/**
 * A notification e-mail is plain text with no tag in it: someone's words (here a feedback request's topic, which
 * the resent reminder quotes) reach its subject and body with their markup taken out.
 */
const REQUESTS = '/api/v2/constructive_feedback/requests';

const emailText = securityTally(
  'XSS payloads in notification e-mails (API)',
  (cases) => `${XSS_CORPUS.length} payloads × a resent feedback request's e-mail subject and body, ${cases} checks`,
);

afterAll(() => writeSecurityResults('xss-corpus-notification-emails', [emailText.row()]));

describe('notification e-mail text', () => {
  it('carries no markup from a topic into the subject or the body', async () => {
    const api = createTestApi({ now: testClock('2026-11-22T12:00:00.000Z').now, rateLimits: NO_RATE_LIMITS });
    const asker = await personaAuth(api.db, 'employee');
    const colleague = await personaAuth(api.db, 'manager');
    const admin = await personaAuth(api.db, 'global_admin');
    const problems: string[] = [];
    for (const { id, payload } of XSS_CORPUS) {
      const asked = await api.http
        .post(REQUESTS)
        .set('Authorization', asker.authorization)
        .send({ recipientId: colleague.user.id, topic: payload.slice(0, 200) });
      if (asked.status !== 201) continue;
      const request = asked.body as FeedbackRequest;
      await api.http.post(`${REQUESTS}/${request.id}/resend`).set('Authorization', asker.authorization).expect(200);
      api.db.outbox_emails.splice(0, api.db.outbox_emails.length - 1);
      const [email] = (
        await api.http.get('/api/v2/admin/notifications/outbox').set('Authorization', admin.authorization)
      ).body.records as NotificationEmail[];
      for (const [part, text] of [
        ['subject', email?.subject],
        ['body', email?.body],
      ] as const) {
        if (!emailText.count(typeof text === 'string' && !/[<>]/.test(text))) problems.push(`${id}: ${part} ${text}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
