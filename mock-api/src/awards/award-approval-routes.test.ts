import type { AwardDetail, AwardGiveRequest } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { NO_RATE_LIMITS } from '../config';
import { ADMIN_AWARDS, AWARD_APPROVAL_REQUESTS, awardForm, awardGive } from '../testing/awards';

async function setUp() {
  const clock = testClock('2026-11-10T09:00:00.000Z');
  const api = createTestApi({ now: clock.now, rateLimits: NO_RATE_LIMITS });
  const admin = await personaAuth(api.db, 'awards_admin');
  const approver = await personaAuth(api.db, 'award_approver');
  const manager = await personaAuth(api.db, 'manager');
  const employee = await personaAuth(api.db, 'employee');
  const [colleague] = api.db.users.filter(
    (user) => user.company_id === 1 && !user.persona && user.status === 'active' && user.user_mode === 'normal',
  );
  const award = (
    await api.http
      .post(ADMIN_AWARDS)
      .set('Authorization', admin.authorization)
      .send(
        awardForm({
          amount: 40,
          budgetPerPeriod: 40,
          periodType: 'month',
          approvalLevels: [[approver.user.id], [manager.user.id]],
        }),
      )
      .expect(201)
  ).body as AwardDetail;
  const give = () =>
    api.http
      .post('/api/v2/bonuses')
      .set('Authorization', admin.authorization)
      .send(awardGive(award.id, [colleague!]));
  const waiting = async (auth: string) =>
    (await api.http.get(AWARD_APPROVAL_REQUESTS).set('Authorization', auth).expect(200)).body.result
      .items as AwardGiveRequest[];
  const decide = (auth: string, id: number, decision: 'approve' | 'decline') =>
    api.http.post(`${AWARD_APPROVAL_REQUESTS}/${id}/${decision}`).set('Authorization', auth).send({ note: 'ok' });
  const budget = () => api.db.company_budgets.find((row) => row.company_id === 1)!.balance;
  return { ...api, admin, approver, manager, employee, colleague: colleague!, award, give, waiting, decide, budget };
}

describe('award approvals', () => {
  it('waits for each step in order, then pays and posts the award', async () => {
    const api = await setUp();
    const before = { company: api.budget(), earning: api.colleague.earning_balance, bonuses: api.db.bonuses.length };
    const pending = await api.give().expect(202);
    expect(pending.body.approval_request).toMatchObject({ state: 'pending', currentStep: 0, stepsCount: 2 });
    const id = pending.body.approval_request.id as number;
    expect(api.db.bonuses).toHaveLength(before.bonuses);
    expect(api.budget()).toBe(before.company);

    expect((await api.waiting(api.approver.authorization)).map((item) => item.id)).toEqual([id]);
    expect(await api.waiting(api.manager.authorization)).toEqual([]);
    const early = await api.decide(api.manager.authorization, id, 'approve').expect(403);
    expect(early.body).toMatchObject({
      error: 'approval_not_yours',
      message: 'Only an approver of the current step may decide this request',
    });
    await api.decide(api.employee.authorization, id, 'approve').expect(403);

    const first = await api.decide(api.approver.authorization, id, 'approve').expect(200);
    expect(first.body.result).toMatchObject({ state: 'pending', currentStep: 1 });
    await api.decide(api.approver.authorization, id, 'approve').expect(403);
    expect((await api.waiting(api.manager.authorization)).map((item) => item.id)).toEqual([id]);

    const last = await api.decide(api.manager.authorization, id, 'approve').expect(200);
    expect(last.body.result).toMatchObject({ state: 'approved', currentStep: null });
    const bonus = api.db.bonuses.find((row) => row.id === last.body.result.bonusId)!;
    expect(bonus).toMatchObject({ award_id: api.award.id, receiver_ids: [api.colleague.id], amount: 40 });
    expect(api.budget()).toBe(before.company - 40);
    expect(api.colleague.earning_balance).toBe(before.earning + 40);
    expect((await api.decide(api.manager.authorization, id, 'decline').expect(409)).body.error).toBe(
      'approval_already_decided',
    );
  });

  it('holds the budget while pending and gives it back on a decline', async () => {
    const api = await setUp();
    const id = (await api.give().expect(202)).body.approval_request.id as number;
    expect((await api.give().expect(422)).body.error).toBe('award_budget_exceeded');
    const detail = await api.http
      .get(`${ADMIN_AWARDS}/${api.award.id}`)
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(detail.body).toMatchObject({ budgetUsed: 40, pendingApprovals: 1 });
    const declined = await api.decide(api.approver.authorization, id, 'decline').expect(200);
    expect(declined.body.result).toMatchObject({ state: 'declined', bonusId: null });
    await api.give().expect(202);
  });

  it('tells the approvers a give waits, and the giver how it ended', async () => {
    const api = await setUp();
    const id = (await api.give().expect(202)).body.approval_request.id as number;
    const to = (userId: number) => api.db.notifications.filter((row) => row.user_id === userId);
    expect(to(api.approver.user.id).some((row) => row.action === AWARD_APPROVAL_REQUESTS.replace('/api/v2', ''))).toBe(
      true,
    );
    await api.decide(api.approver.authorization, id, 'decline').expect(200);
    expect(to(api.admin.user.id).some((row) => row.message.includes('was declined'))).toBe(true);
  });

  it('lists what the caller decided and, for the giver, their gives with where each stands', async () => {
    const api = await setUp();
    const id = (await api.give().expect(202)).body.approval_request.id as number;
    const read = async (auth: string, state: string) =>
      (await api.http.get(`${AWARD_APPROVAL_REQUESTS}?state=${state}`).set('Authorization', auth).expect(200)).body
        .result.items as AwardGiveRequest[];
    expect((await read(api.admin.authorization, 'mine')).map((item) => [item.id, item.currentStep])).toEqual([[id, 0]]);
    await api.decide(api.approver.authorization, id, 'approve').expect(200);
    expect((await read(api.approver.authorization, 'decided')).map((item) => item.id)).toEqual([id]);
    expect((await read(api.admin.authorization, 'mine'))[0]!.currentStep).toBe(1);
    expect(await read(api.employee.authorization, 'mine')).toEqual([]);
    await api.http
      .get(`${AWARD_APPROVAL_REQUESTS}?state=other`)
      .set('Authorization', api.admin.authorization)
      .expect(400);
  });

  it('keeps another company’s give out of reach', async () => {
    const api = await setUp();
    const id = (await api.give().expect(202)).body.approval_request.id as number;
    const give = api.db.award_gives.find((row) => row.id === id)!;
    give.company_id = 2;
    await api.decide(api.approver.authorization, id, 'approve').expect(404);
    expect(await api.waiting(api.approver.authorization)).toEqual([]);
  });
});
