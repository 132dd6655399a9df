import { NOTIFICATION_CREATED_EVENT, type AppNotification, type NotificationType } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give } from '../testing/give';
import { NOTIFICATIONS, testClock } from '../testing/announcements';
import { NO_RATE_LIMITS } from '../config';

const APP_NOTIFICATIONS = '/api/v2/app_notifications';

async function setUp(start?: string) {
  const clock = testClock(start);
  const pushes: { userId: number; event: string; data: AppNotification }[] = [];
  const realtime = {
    broadcastToUser: (userId: number, event: string, data: unknown) =>
      pushes.push({ userId, event, data: data as AppNotification }),
  };
  const api = createTestApi({ now: clock.now, realtime, rateLimits: NO_RATE_LIMITS });
  // Without the seeded ones, so each count is the test's own events.
  api.db.announcements.splice(0);
  api.db.notifications.splice(0);
  const [giver, receiver, cc, commenter, lateCommenter] = await Promise.all(
    ['manager', 'employee', 'company_admin', 'global_admin', 'finance_admin'].map((persona) =>
      personaAuth(api.db, persona),
    ),
  );
  for (const person of [giver!, commenter!]) person.user.giving_balance = 100;
  const list = async (auth: string) =>
    (await api.http.get(NOTIFICATIONS).set('Authorization', auth).expect(200)).body.result as AppNotification[];
  const typesOf = async (auth: string) => (await list(auth)).map((row) => row.type);
  const comment = (auth: string, bonusId: number, reason: string) =>
    api.http
      .post(`/api/v2/bonuses/${bonusId}/comments`)
      .set('Authorization', auth)
      .send({ comment: { reason } })
      .expect(201);
  return {
    ...api,
    clock,
    pushes,
    giver: giver!,
    receiver: receiver!,
    cc: cc!,
    commenter: commenter!,
    lateCommenter: lateCommenter!,
    list,
    typesOf,
    comment,
  };
}
type Api = Awaited<ReturnType<typeof setUp>>;

async function recognise(api: Api) {
  const reason = `+5 @${api.receiver.user.slug} thanks for the launch &${api.cc.user.slug} #OwnIt`;
  const answer = await give(api, api.giver.authorization, { reason });
  expect(answer.status).toBe(201);
  return answer.body.result.id as number;
}

const ofEvent = (rows: AppNotification[], type: NotificationType) => rows.filter((row) => row.type === type);

describe('notifications written by the events (recognition §3)', () => {
  it('a recognition tells each receiver (new_bonus) and each tagged person (new_bonus_for_cc), and pushes it', async () => {
    const api = await setUp();
    const id = await recognise(api);
    const received = ofEvent(await api.list(api.receiver.authorization), 'new_bonus');
    expect(received).toEqual([
      expect.objectContaining({
        status: 'unread',
        action: `/bonuses/${id}`,
        content: { display_name: api.giver.user.display_name, avatar: api.giver.user.profile_pic_url ?? '' },
      }),
    ]);
    expect(ofEvent(await api.list(api.cc.authorization), 'new_bonus_for_cc')).toHaveLength(1);
    expect(ofEvent(await api.list(api.giver.authorization), 'new_bonus')).toEqual([]);
    const pushed = api.pushes.filter((push) => push.data.type === 'new_bonus' || push.data.type === 'new_bonus_for_cc');
    expect(pushed.map((push) => [push.userId, push.event]).sort()).toEqual(
      [
        [api.receiver.user.id, NOTIFICATION_CREATED_EVENT],
        [api.cc.user.id, NOTIFICATION_CREATED_EVENT],
      ].sort(),
    );
  });

  it('an add-on tells its receivers with bonus_add_on, pointing at the recognition it joins', async () => {
    const api = await setUp();
    const parent = await recognise(api);
    const addOn = await give(api, api.commenter.authorization, { reason: '+5 me too #OwnIt', parent_bonus_id: parent });
    expect(addOn.status).toBe(201);
    const rows = ofEvent(await api.list(api.receiver.authorization), 'bonus_add_on');
    expect(rows).toEqual([expect.objectContaining({ action: `/bonuses/${parent}` })]);
  });

  it('a comment tells the receiver, the giver, the cc and the other commenters, once each, never its author', async () => {
    const api = await setUp();
    const id = await recognise(api);
    await api.comment(api.commenter.authorization, id, 'Well deserved');
    await api.comment(api.lateCommenter.authorization, id, 'Agreed');
    const commentTypes = async (auth: string) =>
      (await api.typesOf(auth)).filter((type) => type.startsWith('bonus_comment'));
    expect(await commentTypes(api.receiver.authorization)).toEqual([
      'bonus_comment_for_receiver',
      'bonus_comment_for_receiver',
    ]);
    expect(await commentTypes(api.giver.authorization)).toEqual(['bonus_comment_for_giver', 'bonus_comment_for_giver']);
    expect(await commentTypes(api.cc.authorization)).toEqual(['bonus_comment_for_cc', 'bonus_comment_for_cc']);
    expect(await commentTypes(api.commenter.authorization)).toEqual(['bonus_comment_for_other_commenter']);
    expect(await commentTypes(api.lateCommenter.authorization)).toEqual([]);
  });

  it('the monthly reset: new_month once a month, end_of_month in its last days, by the clock', async () => {
    const api = await setUp('2026-11-10T09:00:00.000Z');
    const monthly = async () =>
      (await api.typesOf(api.receiver.authorization)).filter((type) => type === 'new_month' || type === 'end_of_month');
    expect(await monthly()).toEqual(['new_month']);
    expect(await monthly()).toEqual(['new_month']);
    api.clock.set('2026-11-28T09:00:00.000Z');
    expect(await monthly()).toEqual(['end_of_month', 'new_month']);
    api.clock.set('2026-12-01T00:00:00.000Z');
    expect(await monthly()).toEqual(['new_month', 'end_of_month', 'new_month']);
  });
});

describe('notification status (recognition §4)', () => {
  it('goes unread → seen → read, each mark answering the notification', async () => {
    const api = await setUp();
    await recognise(api);
    const [row] = ofEvent(await api.list(api.receiver.authorization), 'new_bonus');
    const auth = api.receiver.authorization;
    const seen = await api.http
      .post(`${APP_NOTIFICATIONS}/${row!.id}/mark_as_seen`)
      .set('Authorization', auth)
      .expect(200);
    expect(seen.body.result).toMatchObject({ status: 'seen', acted_at: null });
    const read = await api.http
      .post(`${APP_NOTIFICATIONS}/${row!.id}/mark_as_read`)
      .set('Authorization', auth)
      .expect(200);
    expect(read.body.result).toMatchObject({ status: 'read', seen_at: seen.body.result.seen_at });
    const again = await api.http
      .post(`${APP_NOTIFICATIONS}/${row!.id}/mark_as_seen`)
      .set('Authorization', auth)
      .expect(200);
    expect(again.body.result.status).toBe('read');
  });

  it('marks an unread one read at once, and refuses someone else’s with 404', async () => {
    const api = await setUp();
    await recognise(api);
    const [row] = ofEvent(await api.list(api.receiver.authorization), 'new_bonus');
    await api.http
      .post(`${APP_NOTIFICATIONS}/${row!.id}/mark_as_read`)
      .set('Authorization', api.cc.authorization)
      .expect(404);
    expect(api.db.notifications.find((stored) => stored.id === row!.id)?.acted_at).toBeNull();
    const read = await api.http
      .post(`${APP_NOTIFICATIONS}/${row!.id}/mark_as_read`)
      .set('Authorization', api.receiver.authorization)
      .expect(200);
    expect(read.body.result.status).toBe('read');
  });

  it('read all marks every one of the caller’s not-read notifications read, nobody else’s', async () => {
    const api = await setUp();
    await recognise(api);
    await recognise(api);
    expect(
      (await api.list(api.receiver.authorization)).filter((row) => row.status === 'unread').length,
    ).toBeGreaterThan(2);
    const answer = await api.http
      .post(`${APP_NOTIFICATIONS}/mark_all_as_read`)
      .set('Authorization', api.receiver.authorization)
      .expect(200);
    expect(answer.body.result.marked).toBeGreaterThan(2);
    expect(new Set((await api.list(api.receiver.authorization)).map((row) => row.status))).toEqual(new Set(['read']));
    expect((await api.list(api.cc.authorization)).some((row) => row.status === 'unread')).toBe(true);
  });
});
