import type { CheckIn, NotificationEmail } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';

const CHECK_INS = '/api/v2/check_ins';

describe('a manager answering a check-in', () => {
  it('tells its writer once with check_in_answered, leading to the check-ins page, in the bell and by e-mail', async () => {
    const api = createTestApi({ now: testClock('2026-11-25T12:00:00.000Z').now });
    api.db.notifications.splice(0);
    const employee = await personaAuth(api.db, 'employee');
    const manager = await personaAuth(api.db, 'manager');
    const admin = await personaAuth(api.db, 'global_admin');
    const checkIn = (
      await api.http
        .post(CHECK_INS)
        .set('Authorization', employee.authorization)
        .send({ wentWell: 'Shipped', blockers: '', mood: 4 })
        .expect(201)
    ).body as CheckIn;
    expect(api.db.notifications).toEqual([]);
    const answer = () =>
      api.http
        .post(`${CHECK_INS}/${checkIn.id}/comments`)
        .set('Authorization', manager.authorization)
        .send({ text: 'Nice work' });
    await answer().expect(201);
    await answer().expect(409);
    expect(api.db.notifications).toEqual([
      expect.objectContaining({
        user_id: employee.user.id,
        type: 'check_in_answered',
        action: '/growth/check-ins',
        actor_id: manager.user.id,
        message: `${manager.user.display_name} answered your check-in`,
      }),
    ]);
    const outbox = await api.http
      .get('/api/v2/admin/notifications/outbox')
      .set('Authorization', admin.authorization)
      .expect(200);
    expect((outbox.body.records as NotificationEmail[]).map((email) => [email.userId, email.notificationType])).toEqual(
      [[employee.user.id, 'check_in_answered']],
    );
  });
});
