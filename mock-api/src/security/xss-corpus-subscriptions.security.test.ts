import type { OutboxEmail, ReportSubscription } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { TEST_CLOCK_PATH } from '../jobs/test-clock-routes';

/**
 * A subscription's note is plain text: stored and answered as the very string sent (trimmed), or refused whole
 * over its limit; the e-mail the job writes carries it as text in a plain-text body.
 */
const SUBSCRIPTIONS = '/api/v2/report_email_subscriptions';

const noteText = securityTally(
  'XSS payloads in report subscriptions (API)',
  (cases) =>
    `${XSS_CORPUS.length} payloads × the note (text, or refused whole) and the outbox e-mail's body, ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-subscriptions', [noteText.row()]));

describe('report subscription note', () => {
  it('keeps text as text in the subscription and in the e-mail it sends', async () => {
    const api = createTestApi({ now: testClock('2026-11-22T12:00:00.000Z').now, testClock: true });
    const admin = await personaAuth(api.db, 'global_admin');
    const problems: string[] = [];
    const sent = new Map<number, string>();
    for (const { id, payload } of XSS_CORPUS) {
      const created = await api.http
        .post(SUBSCRIPTIONS)
        .set('Authorization', admin.authorization)
        .send({
          report: 'participation',
          frequency: 'weekly',
          format: 'summary',
          recipientIds: [admin.user.id],
          message: payload,
        });
      if (created.status !== 201) {
        const refusedWhole = created.status === 422 && created.body.error === 'subscription_message_too_long';
        if (!noteText.count(refusedWhole)) problems.push(`${id}: ${created.status} ${created.body.error}`);
        continue;
      }
      const subscription = created.body as ReportSubscription;
      if (!noteText.count(subscription.message === payload.trim())) problems.push(`${id}: note changed`);
      sent.set(subscription.id, payload.trim());
    }
    const listed = await api.http.get(SUBSCRIPTIONS).set('Authorization', admin.authorization);
    for (const record of listed.body.records as ReportSubscription[]) {
      if (!noteText.count(record.message === sent.get(record.id))) problems.push(`${record.id}: listed note changed`);
    }
    await api.http.post(TEST_CLOCK_PATH).send({ companyId: 1, advanceTo: '2026-11-23T09:00:00.000Z' }).expect(200);
    const outbox = await api.http.get('/api/v2/admin/subscriptions/outbox').set('Authorization', admin.authorization);
    for (const email of outbox.body.records as OutboxEmail[]) {
      const note = sent.get(email.subscriptionId)!;
      const ok = note === '' ? !email.body.startsWith('\n') : email.body.startsWith(`${note}\n`);
      if (!noteText.count(ok)) problems.push(`${email.subscriptionId}: e-mail body changed the note`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
