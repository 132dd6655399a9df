import type { FeedbackRequest } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import type { JobScheduler } from '../jobs/job-scheduler';

const REQUESTS = '/api/v2/constructive_feedback/requests';
const RESPONSES = '/api/v2/constructive_feedback/responses';

async function setUp() {
  const clock = testClock('2026-11-22T12:00:00.000Z');
  const api = createTestApi({ now: clock.now });
  api.db.notifications.splice(0);
  const asker = await personaAuth(api.db, 'employee');
  const colleague = await personaAuth(api.db, 'manager');
  const stranger = await personaAuth(api.db, 'rewards_admin');
  const jobs = api.app.locals.jobs as JobScheduler;
  const ask = async (body: object = {}) =>
    (
      await api.http
        .post(REQUESTS)
        .set('Authorization', asker.authorization)
        .send({ recipientId: colleague.user.id, topic: 'My demo', ...body })
        .expect(201)
    ).body as FeedbackRequest;
  const resend = (id: number, auth = asker) =>
    api.http.post(`${REQUESTS}/${id}/resend`).set('Authorization', auth.authorization);
  const told = (type: string) =>
    api.db.notifications.filter((row) => row.type === type).map((row) => [row.user_id, row.action, row.message]);
  return { ...api, clock, asker, colleague, stranger, jobs, ask, resend, told };
}

describe('resending a feedback request', () => {
  it('reminds the person asked with feedback_request_resent, each time, leading to the feedback page', async () => {
    const api = await setUp();
    const request = await api.ask();
    const resent = (await api.resend(request.id).expect(200)).body as FeedbackRequest;
    expect(resent.resentAt).toBe('2026-11-22T12:00:00.000Z');
    const reminder = [
      api.colleague.user.id,
      '/feedback',
      `${api.asker.user.display_name} is reminding you of a feedback request: My demo`,
    ];
    expect(api.told('feedback_request_resent')).toEqual([reminder]);
    api.clock.set('2026-11-23T12:00:00.000Z');
    await api.resend(request.id).expect(200);
    expect(api.told('feedback_request_resent')).toEqual([reminder, reminder]);
  });

  it('is the asker’s alone, and only while the request waits for an answer', async () => {
    const api = await setUp();
    const request = await api.ask();
    await api.resend(request.id, api.colleague).expect(404);
    await api.resend(request.id, api.stranger).expect(404);
    await api.resend(999_999).expect(404);
    await api.http
      .post(RESPONSES)
      .set('Authorization', api.colleague.authorization)
      .send({ requestId: request.id, message: 'Clear slides.' })
      .expect(201);
    expect((await api.resend(request.id).expect(409)).body.error).toBe('feedback_request_answered');
    expect(api.told('feedback_request_resent')).toEqual([]);
  });
});

describe('a feedback request about to expire', () => {
  it('expires 14 days after it was asked, and tells the person asked 2 days before, once', async () => {
    const api = await setUp();
    const request = await api.ask();
    expect(request.expiresAt).toBe('2026-12-06T12:00:00.000Z');
    api.jobs.advanceTo(1, Date.parse('2026-12-04T11:00:00.000Z'));
    expect(api.told('feedback_request_expiring')).toEqual([]);
    api.jobs.advanceTo(1, Date.parse('2026-12-04T13:00:00.000Z'));
    api.jobs.advanceTo(1, Date.parse('2026-12-05T13:00:00.000Z'));
    expect(api.told('feedback_request_expiring')).toEqual([
      [api.colleague.user.id, '/feedback', 'A feedback request to you expires soon: My demo'],
    ]);
  });

  it('with a due date expires at the end of that day; an answered one, or one already expired, tells nobody', async () => {
    const api = await setUp();
    const due = await api.ask({ dueDate: '2026-11-30' });
    expect(due.expiresAt).toBe('2026-12-01T00:00:00.000Z');
    const answered = await api.ask({ topic: 'Answered' });
    await api.http
      .post(RESPONSES)
      .set('Authorization', api.colleague.authorization)
      .send({ requestId: answered.id, message: 'Done.' })
      .expect(201);
    api.jobs.advanceTo(1, Date.parse('2026-12-10T00:00:00.000Z'));
    expect(api.told('feedback_request_expiring')).toEqual([]);
  });

  it('a resend gives a request without a due date its 14 days again, and a new notice before the new expiry', async () => {
    const api = await setUp();
    const request = await api.ask();
    api.jobs.advanceTo(1, Date.parse('2026-12-05T00:00:00.000Z'));
    api.clock.set('2026-12-05T12:00:00.000Z');
    const resent = (await api.resend(request.id).expect(200)).body as FeedbackRequest;
    expect(resent.expiresAt).toBe('2026-12-19T12:00:00.000Z');
    api.jobs.advanceTo(1, Date.parse('2026-12-18T00:00:00.000Z'));
    expect(api.told('feedback_request_expiring')).toHaveLength(2);
  });
});
