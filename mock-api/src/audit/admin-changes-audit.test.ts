import type { AuditEventRow, Database } from '../db/types';
import { createTestApi, bearerFor, sessionCookieOf, signInAs } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, incentiveForm } from '../testing/incentives';
import { ADMIN_AWARDS, awardForm } from '../testing/awards';
import { ADMIN_CELEBRATIONS, celebrationOf } from '../testing/celebrations';
import { ADMIN_NOMINATION_PERIODS, nominationPeriodForm } from '../testing/nominations';
import { ANNOUNCEMENTS } from '../testing/announcements';
import { catalogItemNamed } from '../testing/rewards';

const CLOCK = '2026-11-10T09:00:00.000Z';

async function setUp() {
  const api = createTestApi({ now: testClock(CLOCK).now });
  const admin = await personaAuth(api.db, 'global_admin');
  const eventsOf = (action: string) => api.db.audit_events.filter((event) => event.action === action);
  const lastOf = (action: string) => eventsOf(action).at(-1) as AuditEventRow;
  return { ...api, admin, eventsOf, lastOf };
}

const byAdmin = (db: Database, actorId: number) => ({ actor_id: actorId, spoofer_id: null, company_id: 1 });

describe('admin changes write audit events', () => {
  it('incentives: create, update and delete, with the record before and after', async () => {
    const api = await setUp();
    const as = api.admin.authorization;
    const created = await api.http.post(ADMIN_INCENTIVES).set('Authorization', as).send(incentiveForm()).expect(201);
    const id = created.body.id as number;
    await api.http.patch(`${ADMIN_INCENTIVES}/${id}`).set('Authorization', as).send({ name: 'Renamed' }).expect(200);
    await api.http.delete(`${ADMIN_INCENTIVES}/${id}`).set('Authorization', as).expect(204);

    expect(api.lastOf('incentive.create')).toMatchObject({
      ...byAdmin(api.db, api.admin.user.id),
      subject_type: 'incentive',
      subject_id: id,
      before: null,
      created_at: CLOCK,
    });
    const update = api.lastOf('incentive.update');
    expect(update.before).toMatchObject({ name: incentiveForm().name });
    expect(update.after).toMatchObject({ name: 'Renamed' });
    const removal = api.lastOf('incentive.delete');
    expect(removal.before).toMatchObject({ deleted_at: null });
    expect(removal.after).toMatchObject({ deleted_at: CLOCK, state: 'inactive' });
  });

  it('awards: create, update and delete', async () => {
    const api = await setUp();
    const as = api.admin.authorization;
    const created = await api.http.post(ADMIN_AWARDS).set('Authorization', as).send(awardForm()).expect(201);
    const id = created.body.id as number;
    await api.http.patch(`${ADMIN_AWARDS}/${id}`).set('Authorization', as).send({ amount: 25 }).expect(200);
    await api.http.delete(`${ADMIN_AWARDS}/${id}`).set('Authorization', as).expect(204);

    expect(api.lastOf('award.create')).toMatchObject({ subject_type: 'award', subject_id: id, before: null });
    expect(api.lastOf('award.update')).toMatchObject({ before: { amount: 10 }, after: { amount: 25 } });
    expect(api.lastOf('award.delete')).toMatchObject({ before: { deleted_at: null }, after: { state: 'inactive' } });
  });

  it('celebrations: a change and a reset', async () => {
    const api = await setUp();
    const birthday = celebrationOf(api.db, 1, 'birthday');
    const path = `${ADMIN_CELEBRATIONS}/${birthday.id}`;
    await api.http.patch(path).set('Authorization', api.admin.authorization).send({ state: 'inactive' }).expect(200);
    await api.http.post(`${path}/reset`).set('Authorization', api.admin.authorization).expect(200);

    expect(api.lastOf('celebration.update')).toMatchObject({
      ...byAdmin(api.db, api.admin.user.id),
      subject_id: birthday.id,
      before: { state: 'active' },
      after: { state: 'inactive' },
    });
    expect(api.eventsOf('celebration.reset')).toHaveLength(1);
  });

  it('nomination periods: create, close now and delete', async () => {
    const api = await setUp();
    const as = api.admin.authorization;
    const created = await api.http
      .post(ADMIN_NOMINATION_PERIODS)
      .set('Authorization', as)
      .send(nominationPeriodForm())
      .expect(201);
    const id = created.body.id as number;
    await api.http.patch(`${ADMIN_NOMINATION_PERIODS}/${id}/close_now`).set('Authorization', as).expect(200);
    await api.http.delete(`${ADMIN_NOMINATION_PERIODS}/${id}`).set('Authorization', as).expect(204);

    expect(api.lastOf('nomination_period.create')).toMatchObject({ subject_id: id, before: null });
    expect(api.lastOf('nomination_period.close')).toMatchObject({
      before: { end_date: '2026-12-01T00:00:00.000Z' },
      after: { end_date: CLOCK },
    });
    expect(api.lastOf('nomination_period.delete')).toMatchObject({ before: { id }, after: null });
  });

  it('the rewards catalogue: disabling an item', async () => {
    const api = await setUp();
    const rewards = await personaAuth(api.db, 'rewards_admin');
    const item = catalogItemNamed(api.db, 'Target GiftCard');
    await api.http
      .patch(`/api/v2/admin/rewards/company_items/${1_000_000 + item.id}`)
      .set('Authorization', rewards.authorization)
      .send({ enabled: false })
      .expect(200);

    expect(api.lastOf('company_item.disable')).toMatchObject({
      actor_id: rewards.user.id,
      subject_type: 'company_item',
      subject_id: item.id,
      before: null,
      after: { catalog_item_id: item.id, disabled: true },
    });
  });

  it('announcements: a deletion keeps the announcement that was removed', async () => {
    const api = await setUp();
    const row = api.db.announcements.find((announcement) => announcement.company_id === 1)!;
    await api.http.delete(`${ANNOUNCEMENTS}/${row.id}`).set('Authorization', api.admin.authorization).expect(204);

    expect(api.lastOf('announcement.delete')).toMatchObject({
      subject_id: row.id,
      before: { title: row.title },
      after: null,
    });
  });

  it('approvals: an approver’s decision on a claim', async () => {
    const api = await setUp();
    const awardsAdmin = await personaAuth(api.db, 'awards_admin');
    const employee = await personaAuth(api.db, 'employee');
    const approver = await personaAuth(api.db, 'award_approver');
    const incentive = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', awardsAdmin.authorization)
      .send(incentiveForm({ requireApproval: true, approvalLevels: [[approver.user.id]] }))
      .expect(201);
    const claim = await api.http
      .post(APPROVAL_REQUESTS)
      .set('Authorization', employee.authorization)
      .send({ award_id: incentive.body.id, claim_reason: 'Done' })
      .expect(201);
    const id = claim.body.result.id as number;
    await api.http
      .post(`${APPROVAL_REQUESTS}/${id}/decline`)
      .set('Authorization', approver.authorization)
      .send({ note: 'Not yet' })
      .expect(200);

    expect(api.lastOf('incentive_claim.decline')).toMatchObject({
      actor_id: approver.user.id,
      subject_id: id,
      before: { state: 'pending' },
      after: { state: 'declined' },
    });
  });

  it('spoofing: the super-admin who starts and stops, in the spoofed person’s company', async () => {
    const api = await setUp();
    const admin = await signInAs(api.http, 'super_admin');
    const start = await api.http
      .post('/api/v2/super_admin/spoof')
      .set('Authorization', admin.authorization)
      .set(admin.csrfHeaders)
      .send({ user_id: 1 })
      .expect(200);
    const asEmployee = await bearerFor(api.http, sessionCookieOf(start.headers['set-cookie'])!);
    await api.http
      .delete('/api/v2/super_admin/spoof')
      .set('Authorization', asEmployee)
      .set(admin.csrfHeaders)
      .expect(200);

    const superAdmin = api.db.users.find((user) => user.persona === 'super_admin')!;
    const target = api.db.users.find((user) => user.id === 1)!;
    expect(api.lastOf('spoof.start')).toMatchObject({
      actor_id: superAdmin.id,
      company_id: target.company_id,
      subject_id: 1,
      after: { spoofed_user_id: 1 },
    });
    expect(api.lastOf('spoof.stop')).toMatchObject({ actor_id: superAdmin.id, subject_id: 1, after: null });
  });
});
