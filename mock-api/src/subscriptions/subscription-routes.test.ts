import type { OutboxEmail, ReportSubscription } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { TEST_CLOCK_PATH } from '../jobs/test-clock-routes';

const SUBSCRIPTIONS = '/api/v2/report_email_subscriptions';
const OUTBOX = '/api/v2/admin/subscriptions/outbox';
// A Sunday: the first weekly send is the next day, Monday 23 November at 08:00 UTC.
const NOW = '2026-11-22T12:00:00.000Z';

async function setUp() {
  const clock = testClock(NOW);
  const api = createTestApi({ now: clock.now, testClock: true });
  const admin = await personaAuth(api.db, 'global_admin');
  const person = (persona: string) => api.db.users.find((user) => user.persona === persona)!;
  const as = (auth: { authorization: string }) => ({
    get: (path: string) => api.http.get(path).set('Authorization', auth.authorization),
    post: (path: string, body: object) => api.http.post(path).set('Authorization', auth.authorization).send(body),
    put: (path: string, body: object) => api.http.put(path).set('Authorization', auth.authorization).send(body),
    delete: (path: string) => api.http.delete(path).set('Authorization', auth.authorization),
  });
  return { ...api, raw: api.http, clock, admin, person, http: as(admin), as };
}

const form = (recipients: User[], extra = {}) => ({
  report: 'points-given',
  frequency: 'weekly',
  format: 'summary',
  recipientIds: recipients.map((user) => user.id),
  message: 'Numbers for Monday',
  ...extra,
});

describe('report subscriptions', () => {
  it('creates, lists, replaces and deletes one, the next send on the next Monday', async () => {
    const api = await setUp();
    const emma = api.person('employee');
    const created = await api.http.post(SUBSCRIPTIONS, form([emma])).expect(201);
    const subscription = created.body as ReportSubscription;
    expect(subscription).toMatchObject({
      report: 'points-given',
      frequency: 'weekly',
      format: 'summary',
      recipients: [{ id: emma.id, displayName: emma.display_name, email: emma.email }],
      message: 'Numbers for Monday',
      nextSendAt: '2026-11-23T08:00:00.000Z',
      lastSentAt: null,
    });

    const listed = await api.http.get(SUBSCRIPTIONS).expect(200);
    expect(listed.body.records).toEqual([subscription]);

    const replaced = await api.http
      .put(
        `${SUBSCRIPTIONS}/${subscription.id}`,
        form([emma, api.person('manager')], { frequency: 'monthly', format: 'csv' }),
      )
      .expect(200);
    expect(replaced.body).toMatchObject({
      frequency: 'monthly',
      format: 'csv',
      nextSendAt: '2026-12-01T08:00:00.000Z',
    });
    expect((replaced.body as ReportSubscription).recipients.map((recipient) => recipient.id)).toEqual([
      emma.id,
      api.person('manager').id,
    ]);

    await api.http.delete(`${SUBSCRIPTIONS}/${subscription.id}`).expect(204);
    await api.http.delete(`${SUBSCRIPTIONS}/${subscription.id}`).expect(404);
    expect((await api.http.get(SUBSCRIPTIONS)).body.records).toEqual([]);

    const audited = api.db.audit_events.filter((event) => event.subject_type === 'report_subscription');
    expect(audited.map((event) => [event.action, event.actor_id, event.subject_id])).toEqual([
      ['report_subscription.create', api.admin.user.id, subscription.id],
      ['report_subscription.update', api.admin.user.id, subscription.id],
      ['report_subscription.delete', api.admin.user.id, subscription.id],
    ]);
    expect(audited[1]).toMatchObject({ before: { frequency: 'weekly' }, after: { frequency: 'monthly' } });
  });

  it('deletes all of the company’s subscriptions and no other company’s', async () => {
    const api = await setUp();
    const emma = api.person('employee');
    await api.http.post(SUBSCRIPTIONS, form([emma])).expect(201);
    await api.http.post(SUBSCRIPTIONS, form([emma], { report: 'redemptions' })).expect(201);
    const trialAdmin = await personaAuth(api.db, 'trial_admin');
    await api
      .as(trialAdmin)
      .post(SUBSCRIPTIONS, form([trialAdmin.user]))
      .expect(201);

    const deleted = await api.http.delete(`${SUBSCRIPTIONS}/delete_all`).expect(200);
    expect(deleted.body).toEqual({ deleted: 2 });
    expect((await api.http.get(SUBSCRIPTIONS)).body.records).toEqual([]);
    expect((await api.as(trialAdmin).get(SUBSCRIPTIONS)).body.records).toHaveLength(1);
  });

  it('refuses a form with the field messages of the catalogue', async () => {
    const api = await setUp();
    const stranger = api.db.users.find((user) => user.company_id !== 1)!;
    const none = await api.http.post(SUBSCRIPTIONS, form([], { message: 'x'.repeat(301) })).expect(422);
    expect(none.body).toMatchObject({
      error: 'subscription_recipients_required',
      errors: ['subscription_recipients_required', 'subscription_message_too_long'],
      message: 'Choose at least one person to send the report to',
    });
    const foreign = await api.http.post(SUBSCRIPTIONS, form([stranger])).expect(422);
    expect(foreign.body.error).toBe('subscription_recipients_invalid');
    const tooMany = api.db.users.filter((user) => user.company_id === 1 && user.status === 'active').slice(0, 21);
    const many = await api.http.post(SUBSCRIPTIONS, form(tooMany)).expect(422);
    expect(many.body.message).toBe('Send the report to at most 20 people');
    await api.http.post(SUBSCRIPTIONS, { ...form([api.person('employee')]), report: 'gossip' }).expect(400);
    expect(api.db.report_email_subscriptions).toEqual([]);
  });

  it('is refused to an admin who is not a global admin', async () => {
    const api = await setUp();
    const finance = await personaAuth(api.db, 'finance_admin');
    await api.as(finance).get(SUBSCRIPTIONS).expect(403);
    await api.as(finance).get(OUTBOX).expect(403);
  });
});

describe('the subscription job', () => {
  it('writes the e-mail to the outbox when the company’s clock passes the send, with the week’s figures', async () => {
    const api = await setUp();
    const [emma, mateo] = [api.person('employee'), api.person('manager')];
    const bonus = (amount: number, receivers: User[], at: string) =>
      api.db.bonuses.push({
        ...api.db.bonuses.find((row) => row.company_id === 1)!,
        id: 990_000 + api.db.bonuses.length,
        giver_id: emma.id,
        receiver_ids: receivers.map((user) => user.id),
        amount,
        created_at: at,
      } as Bonus);
    const inWeek = (row: Bonus) =>
      row.company_id === 1 &&
      row.created_at >= '2026-11-16T00:00:00.000Z' &&
      row.created_at < '2026-11-23T00:00:00.000Z';
    const seeded = api.db.bonuses.filter(inWeek);
    bonus(10, [mateo], '2026-11-18T09:00:00.000Z');
    bonus(5, [mateo, emma], '2026-11-22T23:59:00.000Z');
    bonus(99, [mateo], '2026-11-23T00:00:00.000Z');
    const expectedPoints = seeded.reduce((sum, row) => sum + row.amount * row.receiver_ids.length, 0) + 10 + 10;

    const created = await api.http.post(SUBSCRIPTIONS, form([emma, mateo])).expect(201);
    expect((await api.http.get(OUTBOX)).body.records).toEqual([]);

    const move = await createMove(api, '2026-11-23T08:00:00.000Z');
    expect(move.status).toBe(200);

    const outbox = (await api.http.get(OUTBOX).expect(200)).body.records as OutboxEmail[];
    expect(outbox).toHaveLength(1);
    const [email] = outbox;
    expect(email).toMatchObject({
      subscriptionId: created.body.id,
      report: 'points-given',
      to: [emma.email, mateo.email],
      subject: 'Your weekly Points given report (2026-11-16 to 2026-11-22)',
      link: expect.stringMatching(/\/admin\/reports\/points-given$/),
      periodStart: '2026-11-16T00:00:00.000Z',
      periodEnd: '2026-11-23T00:00:00.000Z',
      sentAt: '2026-11-23T08:00:00.000Z',
    });
    expect(email!.figures).toEqual([
      { id: 'pointsGiven', value: expectedPoints },
      { id: 'recognitions', value: seeded.length + 2 },
    ]);
    expect(email!.body).toContain('Numbers for Monday');
    expect(email!.body).toContain(`- Points given: ${expectedPoints}`);

    const after = (await api.http.get(SUBSCRIPTIONS)).body.records[0] as ReportSubscription;
    expect(after).toMatchObject({ lastSentAt: '2026-11-23T08:00:00.000Z', nextSendAt: '2026-11-30T08:00:00.000Z' });

    // Once per send: moving on within the week writes nothing more; weeks later, the latest report once.
    await createMove(api, '2026-11-25T00:00:00.000Z');
    expect((await api.http.get(OUTBOX)).body.records).toHaveLength(1);
    await createMove(api, '2026-12-20T00:00:00.000Z');
    const later = (await api.http.get(OUTBOX)).body.records as OutboxEmail[];
    expect(later).toHaveLength(2);
    expect(later[0]!.sentAt).toBe('2026-11-30T08:00:00.000Z');
  });

  it('shows each company only its own outbox', async () => {
    const api = await setUp();
    await api.http.post(SUBSCRIPTIONS, form([api.person('employee')])).expect(201);
    await createMove(api, '2026-11-24T00:00:00.000Z');
    const trialAdmin = await personaAuth(api.db, 'trial_admin');
    expect((await api.as(trialAdmin).get(OUTBOX)).body.records).toEqual([]);
    expect((await api.http.get(OUTBOX)).body.records).toHaveLength(1);
  });
});

const createMove = (api: Awaited<ReturnType<typeof setUp>>, advanceTo: string) =>
  api.raw.post(TEST_CLOCK_PATH).send({ companyId: 1, advanceTo });
