import type { NotificationEmail } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { emailWanted } from './notification-email';
import type { NotificationEvent } from './notification-writer';
import type { User } from '../db/types';
import { give } from '../testing/give';

const REQUESTS = '/api/v2/constructive_feedback/requests';
const OUTBOX = '/api/v2/admin/notifications/outbox';

async function setUp() {
  const api = createTestApi({ now: testClock('2026-11-22T12:00:00.000Z').now });
  // Without the seeded ones, so each list is the test's own events.
  api.db.notifications.splice(0);
  const asker = await personaAuth(api.db, 'employee');
  const colleague = await personaAuth(api.db, 'manager');
  const admin = await personaAuth(api.db, 'global_admin');
  const prefer = (preferences: User['notification_preferences']) => {
    api.db.users.find((user) => user.id === colleague.user.id)!.notification_preferences = preferences;
  };
  const ask = async (topic = 'My demo') =>
    (
      await api.http
        .post(REQUESTS)
        .set('Authorization', asker.authorization)
        .send({ recipientId: colleague.user.id, topic })
        .expect(201)
    ).body as { id: number };
  const outbox = async () =>
    (await api.http.get(OUTBOX).set('Authorization', admin.authorization).expect(200)).body
      .records as NotificationEmail[];
  const bell = () => api.db.notifications.filter((row) => row.user_id === colleague.user.id);
  return { ...api, asker, colleague, admin, prefer, ask, outbox, bell };
}

describe('notification e-mails', () => {
  it('sends one to a person who never set a switch: e-mail is on by default, as profile settings shows it', async () => {
    const api = await setUp();
    const request = await api.ask();
    const emails = await api.outbox();
    expect(emails).toEqual([
      expect.objectContaining({
        notificationType: 'feedback_request',
        userId: api.colleague.user.id,
        to: [api.colleague.user.email],
        subject: `${api.asker.user.display_name} asked you for feedback`,
        link: 'http://localhost:3000/feedback',
      }),
    ]);
    expect(emails[0]!.body).toContain(`${api.asker.user.display_name} asked you for feedback`);
    expect(emails[0]!.body).toContain('http://localhost:3000/users/edit');
    expect(api.bell().map((row) => row.event_key)).toEqual([`feedback_request:${request.id}`]);
  });

  it('sends none when the group’s e-mail switch is off, and still shows it in the bell', async () => {
    const api = await setUp();
    api.prefer({ growth: { in_app: true, email: false } });
    await api.ask();
    expect(await api.outbox()).toEqual([]);
    expect(api.bell()).toHaveLength(1);
  });

  it('still e-mails when the in-app switch is off and e-mail is on, with nothing in the bell', async () => {
    const api = await setUp();
    api.prefer({ growth: { in_app: false, email: true } });
    await api.ask();
    expect((await api.outbox()).map((email) => email.notificationType)).toEqual(['feedback_request']);
    expect(api.bell()).toEqual([]);
  });

  it('follows each type’s own group: growth e-mails off leaves recognition e-mails on', async () => {
    const api = await setUp();
    api.prefer({ growth: { in_app: true, email: false } });
    await api.ask();
    await give(api, api.asker.authorization, { reason: `+5 @${api.colleague.user.slug} thanks for the review #OwnIt` });
    expect((await api.outbox()).map((email) => [email.userId, email.notificationType])).toContainEqual([
      api.colleague.user.id,
      'new_bonus',
    ]);
    expect((await api.outbox()).some((email) => email.notificationType === 'feedback_request')).toBe(false);
  });

  it('writes each event once per person, and leaves the report outbox to report e-mails', async () => {
    const api = await setUp();
    const request = await api.ask();
    await api.http.post(`${REQUESTS}/${request.id}/resend`).set('Authorization', api.asker.authorization).expect(200);
    const types = (await api.outbox()).map((email) => email.notificationType).sort();
    expect(types).toEqual(['feedback_request', 'feedback_request_resent']);
    const reports = await api.http
      .get('/api/v2/admin/subscriptions/outbox')
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(reports.body.records).toEqual([]);
  });

  it('sends none for a source that asked for none (an announcement without its e-mail box), nor to someone gone', () => {
    const event: NotificationEvent = {
      userId: 1,
      companyId: 1,
      type: 'announcement',
      message: 'Ann announced: Picnic',
      action: '/?announcement=1',
      actorId: 2,
      eventKey: 'announcement:1',
    };
    const person = { status: 'active', notification_preferences: undefined } as never;
    expect(emailWanted(person, event)).toBe(true);
    expect(emailWanted(person, { ...event, email: false })).toBe(false);
    expect(emailWanted({ status: 'inactive' } as never, event)).toBe(false);
  });
});
