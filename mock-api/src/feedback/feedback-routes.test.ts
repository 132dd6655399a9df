import type { FeedbackRequest, FeedbackRequestLists, FeedbackResponse } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';

const REQUESTS = '/api/v2/constructive_feedback/requests';
const RESPONSES = '/api/v2/constructive_feedback/responses';

async function setUp() {
  const api = createTestApi({ now: testClock('2026-11-22T12:00:00.000Z').now });
  const asker = await personaAuth(api.db, 'employee');
  const colleague = await personaAuth(api.db, 'manager');
  const stranger = await personaAuth(api.db, 'rewards_admin');
  const admin = await personaAuth(api.db, 'global_admin');
  const ask = (body: object, auth = asker) =>
    api.http.post(REQUESTS).set('Authorization', auth.authorization).send(body);
  const answer = (body: object, auth = colleague) =>
    api.http.post(RESPONSES).set('Authorization', auth.authorization).send(body);
  return { ...api, asker, colleague, stranger, admin, ask, answer };
}

describe('feedback requests', () => {
  it('asks a colleague, who sees it to answer and is told by a feedback_request notification', async () => {
    const api = await setUp();
    const created = await api
      .ask({ recipientId: api.colleague.user.id, topic: '  My demo ', dueDate: '2026-11-30' })
      .expect(201);
    const request = created.body as FeedbackRequest;
    expect(request).toMatchObject({ topic: 'My demo', dueDate: '2026-11-30', response: null });
    const lists = (await api.http.get(REQUESTS).set('Authorization', api.colleague.authorization).expect(200))
      .body as FeedbackRequestLists;
    expect(lists.toAnswer.map((row) => row.id)).toEqual([request.id]);
    expect(lists.asked).toEqual([]);
    const notification = api.db.notifications.find((row) => row.event_key === `feedback_request:${request.id}`);
    expect(notification).toMatchObject({
      user_id: api.colleague.user.id,
      type: 'feedback_request',
      action: '/feedback',
    });
  });

  it('refuses an empty or long topic, a past due date, oneself and an unknown colleague', async () => {
    const api = await setUp();
    const to = api.colleague.user.id;
    expect((await api.ask({ recipientId: to, topic: '  ' }).expect(422)).body.error).toBe('feedback_topic_required');
    expect((await api.ask({ recipientId: to, topic: 'x'.repeat(201) }).expect(422)).body.error).toBe(
      'feedback_topic_too_long',
    );
    expect((await api.ask({ recipientId: to, topic: 'Demo', dueDate: '2026-11-21' }).expect(422)).body.error).toBe(
      'feedback_due_date_past',
    );
    expect((await api.ask({ recipientId: api.asker.user.id, topic: 'Demo' }).expect(422)).body.error).toBe(
      'feedback_self',
    );
    const otherCompany = api.db.users.find((user) => user.company_id !== 1)!;
    await api.ask({ recipientId: otherCompany.id, topic: 'Demo' }).expect(404);
    expect(api.db.feedback_requests).toEqual([]);
  });

  it('is read by its two people only: a third person and an admin get 404', async () => {
    const api = await setUp();
    const request = (await api.ask({ recipientId: api.colleague.user.id, topic: 'Demo' }).expect(201))
      .body as FeedbackRequest;
    for (const auth of [api.asker, api.colleague]) {
      await api.http.get(`${REQUESTS}/${request.id}`).set('Authorization', auth.authorization).expect(200);
    }
    for (const auth of [api.stranger, api.admin]) {
      await api.http.get(`${REQUESTS}/${request.id}`).set('Authorization', auth.authorization).expect(404);
      const lists = (await api.http.get(REQUESTS).set('Authorization', auth.authorization).expect(200))
        .body as FeedbackRequestLists;
      expect([...lists.toAnswer, ...lists.asked]).toEqual([]);
    }
  });
});

describe('feedback responses', () => {
  it('answers a request once; the asker reads the answer and is told by feedback_response', async () => {
    const api = await setUp();
    const request = (await api.ask({ recipientId: api.colleague.user.id, topic: 'Demo' }).expect(201))
      .body as FeedbackRequest;
    const response = (await api.answer({ requestId: request.id, message: ' Slow down a little. ' }).expect(201))
      .body as FeedbackResponse;
    expect(response).toMatchObject({ message: 'Slow down a little.', requestId: request.id, topic: 'Demo' });
    expect((await api.answer({ requestId: request.id, message: 'Again' }).expect(409)).body.error).toBe(
      'feedback_request_answered',
    );
    const lists = (await api.http.get(REQUESTS).set('Authorization', api.asker.authorization).expect(200))
      .body as FeedbackRequestLists;
    expect(lists.asked[0]!.response).toMatchObject({ message: 'Slow down a little.' });
    const received = await api.http.get(RESPONSES).set('Authorization', api.asker.authorization).expect(200);
    expect((received.body.result as FeedbackResponse[]).map((row) => row.id)).toEqual([response.id]);
    expect(api.db.notifications.find((row) => row.event_key === `feedback_response:${response.id}`)).toMatchObject({
      user_id: api.asker.user.id,
      type: 'feedback_response',
      action: '/feedback',
    });
  });

  it('lets only the asked colleague answer a request: anyone else gets 404', async () => {
    const api = await setUp();
    const request = (await api.ask({ recipientId: api.colleague.user.id, topic: 'Demo' }).expect(201))
      .body as FeedbackRequest;
    for (const auth of [api.asker, api.stranger, api.admin]) {
      await api.answer({ requestId: request.id, message: 'Mine' }, auth).expect(404);
    }
    expect(api.db.feedback_responses).toEqual([]);
  });

  it('sends unrequested feedback, private to giver and receiver, told by unrequested_feedback', async () => {
    const api = await setUp();
    expect((await api.answer({ receiverId: api.asker.user.id, message: '   ' }).expect(422)).body.error).toBe(
      'feedback_message_required',
    );
    expect(
      (await api.answer({ receiverId: api.asker.user.id, message: 'x'.repeat(2001) }).expect(422)).body.error,
    ).toBe('feedback_message_too_long');
    expect((await api.answer({ message: 'Hi' }).expect(422)).body.error).toBe('feedback_colleague_required');
    const response = (await api.answer({ receiverId: api.asker.user.id, message: 'Great review' }).expect(201))
      .body as FeedbackResponse;
    expect(response).toMatchObject({ requestId: null, topic: null });
    for (const auth of [api.asker, api.colleague]) {
      await api.http.get(`${RESPONSES}/${response.id}`).set('Authorization', auth.authorization).expect(200);
    }
    for (const auth of [api.stranger, api.admin]) {
      await api.http.get(`${RESPONSES}/${response.id}`).set('Authorization', auth.authorization).expect(404);
      const received = await api.http.get(RESPONSES).set('Authorization', auth.authorization).expect(200);
      expect(received.body.result).toEqual([]);
    }
    expect(api.db.notifications.find((row) => row.event_key === `feedback_response:${response.id}`)).toMatchObject({
      type: 'unrequested_feedback',
    });
  });

  it('offers colleagues of the reader company only, never the reader', async () => {
    const api = await setUp();
    const body = (
      await api.http
        .get('/api/v2/constructive_feedback/colleagues?search=mat')
        .set('Authorization', api.asker.authorization)
        .expect(200)
    ).body as { result: { id: number; displayName: string }[] };
    expect(body.result.some((row) => row.id === api.colleague.user.id)).toBe(true);
    const people = new Map(api.db.users.map((user) => [user.id, user]));
    expect(body.result.every((row) => people.get(row.id)!.company_id === 1 && row.id !== api.asker.user.id)).toBe(true);
  });
});
