import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, incentiveForm } from '../testing/incentives';

async function setUp() {
  const api = createTestApi({ now: testClock('2026-11-10T09:00:00.000Z').now });
  const admin = await personaAuth(api.db, 'awards_admin');
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const approver = await personaAuth(api.db, 'award_approver');
  const incentive = (
    await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', admin.authorization)
      .send(incentiveForm({ requireApproval: true, approvalLevels: [[approver.user.id], [manager.user.id]] }))
      .expect(201)
  ).body as { id: number };
  const claim = async () =>
    (
      await api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', employee.authorization)
        .send({ award_id: incentive.id, claim_reason: 'Done' })
        .expect(201)
    ).body.result as { id: number };
  const countFor = async (authorization: string) =>
    (await api.http.get(`${APPROVAL_REQUESTS}/pending_count`).set('Authorization', authorization).expect(200)).body
      .result.count as number;
  return { ...api, admin, employee, manager, approver, claim, countFor };
}

describe('GET /approval_requests/pending_count', () => {
  it('counts what waits for the caller’s step, following the claim from step to step', async () => {
    const api = await setUp();
    const before = await api.countFor(api.approver.authorization);
    const first = await api.claim();
    await api.claim();
    expect(await api.countFor(api.approver.authorization)).toBe(before + 2);
    expect(await api.countFor(api.manager.authorization)).toBe(0);
    expect(await api.countFor(api.employee.authorization)).toBe(0);

    const decided = await api.http
      .post(`${APPROVAL_REQUESTS}/${first.id}/approve`)
      .set('Authorization', api.approver.authorization)
      .send({ note: 'Fine' })
      .expect(200);
    expect(decided.body.result.decisions).toEqual([
      expect.objectContaining({ approver_id: api.approver.user.id, approver_name: api.approver.user.display_name }),
    ]);
    expect(await api.countFor(api.approver.authorization)).toBe(before + 1);
    expect(await api.countFor(api.manager.authorization)).toBe(1);
  });

  it('names each claimer with their picture for the approvers’ list', async () => {
    const api = await setUp();
    await api.claim();
    const list = await api.http.get(APPROVAL_REQUESTS).set('Authorization', api.approver.authorization).expect(200);
    expect(list.body.result.at(-1).receivers).toEqual([
      {
        id: api.employee.user.id,
        display_name: api.employee.user.display_name,
        profile_pic_url: api.employee.user.profile_pic_url,
      },
    ]);
  });

  it('is refused without a session', async () => {
    const api = await setUp();
    await api.http.get(`${APPROVAL_REQUESTS}/pending_count`).expect(401);
  });
});
