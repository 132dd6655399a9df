import type { IncentiveClaim, IncentiveDetail } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, incentiveForm } from '../testing/incentives';
import { JPEG, PNG, SVG_WITH_SCRIPT } from '../uploads/upload-fixtures';

async function setUp(start = '2026-11-10T09:00:00.000Z') {
  const clock = testClock(start);
  const api = createTestApi({ now: clock.now });
  const admin = await personaAuth(api.db, 'awards_admin');
  const employee = await personaAuth(api.db, 'employee');
  const manager = await personaAuth(api.db, 'manager');
  const approver = await personaAuth(api.db, 'award_approver');
  const create = async (form = incentiveForm()) =>
    (await api.http.post(ADMIN_INCENTIVES).set('Authorization', admin.authorization).send(form).expect(201))
      .body as IncentiveDetail;
  const claim = (auth: string, awardId: number, reason = 'I did it') =>
    api.http.post(APPROVAL_REQUESTS).set('Authorization', auth).send({ award_id: awardId, claim_reason: reason });
  const decide = (auth: string, claimId: number, decision: 'approve' | 'decline', note = '') =>
    api.http.post(`${APPROVAL_REQUESTS}/${claimId}/${decision}`).set('Authorization', auth).send({ note });
  const budget = () => api.db.company_budgets.find((row) => row.company_id === 1)!.balance;
  return { ...api, clock, admin, employee, manager, approver, create, claim, decide, budget };
}

describe('incentives: administration', () => {
  it('creates, lists by state, reads, updates, deactivates and deletes', async () => {
    const api = await setUp();
    const created = await api.create(incentiveForm({ description: '<p>Hi <script>alert(1)</script><b>there</b></p>' }));
    expect(created).toMatchObject({
      name: 'Mentor a newcomer',
      state: 'active',
      giverId: api.admin.user.id,
      type: 'claimable',
    });
    expect(created.description).toBe('<p>Hi <b>there</b></p>');
    const list = async (state?: string) =>
      (
        await api.http
          .get(`${ADMIN_INCENTIVES}${state ? `?state=${state}` : ''}`)
          .set('Authorization', api.admin.authorization)
          .expect(200)
      ).body.records.map((row: { id: number }) => row.id) as number[];
    expect(await list()).toContain(created.id);
    expect(await list('inactive')).not.toContain(created.id);
    await api.http
      .patch(`${ADMIN_INCENTIVES}/${created.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ amount: 20 })
      .expect(200);
    const deactivated = await api.http
      .patch(`${ADMIN_INCENTIVES}/${created.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ state: 'inactive' })
      .expect(200);
    // A change of one field leaves the others as they were, not at the form's defaults.
    expect(deactivated.body).toMatchObject({ state: 'inactive', amount: 20, description: created.description });
    expect(deactivated.body.approvalLevels).toEqual(created.approvalLevels);
    expect(deactivated.body.conditions).toEqual(created.conditions);
    expect(await list('inactive')).toContain(created.id);
    expect((await api.claim(api.employee.authorization, created.id).expect(422)).body.error).toBe('incentive_inactive');
    await api.http
      .delete(`${ADMIN_INCENTIVES}/${created.id}`)
      .set('Authorization', api.admin.authorization)
      .expect(204);
    await api.http.get(`${ADMIN_INCENTIVES}/${created.id}`).set('Authorization', api.admin.authorization).expect(404);
    expect(await list('inactive')).not.toContain(created.id);
    expect(await list('all')).not.toContain(created.id);
    const deleted = api.db.incentives.find((row) => row.id === created.id)!;
    api.db.incentives.push({ ...deleted, id: 999_999, company_id: 2 });
    // Another company's deleted incentive is not listed.
    expect(await list('deleted')).toEqual([created.id]);
    await api.http.get(`${ADMIN_INCENTIVES}?state=gone`).set('Authorization', api.admin.authorization).expect(400);
    expect((await api.claim(api.employee.authorization, created.id).expect(404)).body.error).toBe('incentive_deleted');
  });

  it('refuses a form against programs §5 with every problem named', async () => {
    const api = await setUp();
    const response = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', api.admin.authorization)
      .send(
        incentiveForm({
          name: 'x'.repeat(41),
          amount: 0,
          conditions: [
            { attr: 'department', value: 'Sales' },
            { attr: 'department', value: 'Sales' },
          ],
          requireApproval: true,
          approvalLevels: [[1], [2], [3], [4], [5]],
        }),
      )
      .expect(422);
    expect(response.body.errors).toEqual([
      'incentive_name_too_long',
      'incentive_amount_invalid',
      'incentive_condition_invalid',
      'incentive_approval_steps_invalid',
    ]);
    expect(response.body.message).toBe('Keep the name under 40 characters');
    const foreignApprover = api.db.users.find((user) => user.company_id === 2)!;
    const stranger = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', api.admin.authorization)
      .send(incentiveForm({ requireApproval: true, approvalLevels: [[foreignApprover.id]] }))
      .expect(422);
    expect(stranger.body.error).toBe('incentive_approval_steps_invalid');
  });

  it('takes a JPEG or PNG icon with the form as multipart, replaces and removes it', async () => {
    const api = await setUp();
    const created = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', api.admin.authorization)
      .field('incentive', JSON.stringify(incentiveForm({ name: 'With icon' })))
      .attach('icon', PNG, 'icon.png')
      .expect(201);
    const iconUrl = created.body.iconUrl as string;
    expect(iconUrl).toMatch(/^\/uploads\/incentive_icons\/1\/[0-9a-f]{32}\.png$/);
    await api.http.get(iconUrl).set('Cookie', api.employee.cookie).expect(200).expect('Content-Type', 'image/png');
    const svg = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', api.admin.authorization)
      .field('incentive', JSON.stringify(incentiveForm()))
      .attach('icon', SVG_WITH_SCRIPT, 'icon.png')
      .expect(415);
    expect(svg.body.error).toBe('unsupported_file_type');
    const removed = await api.http
      .patch(`${ADMIN_INCENTIVES}/${created.body.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ removeIcon: true })
      .expect(200);
    expect(removed.body.iconUrl).toBeNull();
    await api.http.get(iconUrl).set('Cookie', api.employee.cookie).expect(404);
  });

  it('is refused to employees (403) and hides another company’s incentive (404)', async () => {
    const api = await setUp();
    await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', api.employee.authorization)
      .send(incentiveForm())
      .expect(403);
    const trial = await personaAuth(api.db, 'trial_admin');
    await api.http.get(`${ADMIN_INCENTIVES}/1`).set('Authorization', trial.authorization).expect(404);
  });
});

describe('incentives: claims', () => {
  it('pays an auto-approved claim at once from the company budget, posts it and tells the claimer', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ amount: 30, visibility: 'immediate_team' }));
    const budget = api.budget();
    const earning = api.employee.user.earning_balance;
    const claim = (await api.claim(api.employee.authorization, incentive.id).expect(201)).body.result as IncentiveClaim;
    expect(claim).toMatchObject({ state: 'approved', auto_approved: true, current_step: null });
    expect(api.budget()).toBe(budget - 30);
    expect(api.employee.user.earning_balance).toBe(earning + 30);
    const post = api.db.bonuses.find((bonus) => bonus.id === claim.bonus_id)!;
    expect(post).toMatchObject({
      giver_id: api.admin.user.id,
      receiver_ids: [api.employee.user.id],
      amount: 30,
      privacy: 'immediate_team',
      hashtags: ['OwnIt'],
    });
    expect(post.reason).toContain('Thanks for mentoring! #OwnIt');
    const told = api.db.notifications.filter(
      (row) => row.user_id === api.employee.user.id && row.type === 'incentive_claim_decision',
    );
    expect(told).toEqual([expect.objectContaining({ action: `/bonuses/${claim.bonus_id}` })]);
  });

  it('requires a reason, and a proof when the incentive asks for one; stores a JPEG proof', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ requireProof: true }));
    expect((await api.claim(api.employee.authorization, incentive.id, '  ').expect(422)).body.error).toBe(
      'claim_reason_required',
    );
    expect((await api.claim(api.employee.authorization, incentive.id).expect(422)).body.error).toBe('proof_required');
    const withProof = await api.http
      .post(APPROVAL_REQUESTS)
      .set('Authorization', api.employee.authorization)
      .field('award_id', String(incentive.id))
      .field('claim_reason', 'Here is my certificate')
      .attach('claim_attachment', JPEG, 'certificate.jpg')
      .expect(201);
    const attachment = (withProof.body.result as IncentiveClaim).claim_attachment!;
    expect(attachment).toMatchObject({ type: 'image/jpeg', filename: 'certificate.jpg' });
    await api.http
      .get(attachment.url)
      .set('Cookie', api.employee.cookie)
      .expect(200)
      .expect('Content-Type', 'image/jpeg');
  });

  it('refuses who the audience leaves out, and does not list the incentive for them', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ conditions: [{ attr: 'department', value: 'Sales' }] }));
    expect((await api.claim(api.employee.authorization, incentive.id).expect(403)).body.error).toBe('not_eligible');
    const listed = async (auth: string) =>
      (
        await api.http.get('/api/v2/awards?type=claimable&view=normal').set('Authorization', auth).expect(200)
      ).body.result.map((row: { id: number }) => row.id) as number[];
    expect(await listed(api.employee.authorization)).not.toContain(incentive.id);
    expect(await listed(api.approver.authorization)).toContain(incentive.id);
    await api.http
      .get(`/api/v2/awards/${incentive.id}?view=claim_modal`)
      .set('Authorization', api.employee.authorization)
      .expect(404);
    const modal = await api.http
      .get(`/api/v2/awards/${incentive.id}?view=claim_modal`)
      .set('Authorization', api.approver.authorization)
      .expect(200);
    expect(modal.body.result).toMatchObject({
      receivable_by_everyone: 'for_you',
      auto_approved: true,
      out_of_stock: false,
    });
    await api.claim(api.approver.authorization, incentive.id).expect(201);
  });

  it('refuses a claim past the per-employee limit, and says so in claimability', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ claimLimitMode: 'perEmployee', userClaimLimit: 2 }));
    await api.claim(api.employee.authorization, incentive.id).expect(201);
    await api.claim(api.employee.authorization, incentive.id).expect(201);
    expect((await api.claim(api.employee.authorization, incentive.id).expect(409)).body.error).toBe(
      'claim_limit_reached',
    );
    const claimability = await api.http
      .get(`/api/v2/incentives/metadata/${incentive.id}/claimability`)
      .set('Authorization', api.employee.authorization)
      .expect(200);
    expect(claimability.body.result).toMatchObject({ claimable: false, reason: 'claim_limit_reached' });
    await api.claim(api.manager.authorization, incentive.id).expect(201);
  });

  // The last millisecond of a period, then the first of the next (UTC; weeks start on Monday).
  it.each([
    ['week', '2026-11-15T23:59:59.999Z', '2026-11-16T00:00:00.000Z'],
    ['month', '2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00.000Z'],
    ['quarter', '2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z'],
    ['quarter', '2026-09-30T23:59:59.999Z', '2026-10-01T00:00:00.000Z'],
    ['year', '2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z'],
  ] as const)('refuses a second claim in one %s and allows it from the next one (%s)', async (period, last, next) => {
    const api = await setUp(last);
    const incentive = await api.create(
      incentiveForm({ claimLimitMode: 'perPeriod', periodType: period, claimLimitQuantity: 1 }),
    );
    await api.claim(api.employee.authorization, incentive.id).expect(201);
    const refused = await api.claim(api.employee.authorization, incentive.id).expect(409);
    expect(refused.body).toMatchObject({ error: 'claim_period_limit_reached' });
    expect(refused.body.message).toContain(period);
    api.clock.set(next);
    await api.claim(api.employee.authorization, incentive.id).expect(201);
    await api.claim(api.employee.authorization, incentive.id).expect(409);
  });

  it('refuses a lifetime limit forever', async () => {
    const api = await setUp();
    const incentive = await api.create(
      incentiveForm({ claimLimitMode: 'perPeriod', periodType: 'lifetime', claimLimitQuantity: 1 }),
    );
    await api.claim(api.employee.authorization, incentive.id).expect(201);
    api.clock.advanceDays(3650);
    expect((await api.claim(api.employee.authorization, incentive.id).expect(409)).body.error).toBe(
      'claim_limit_reached',
    );
  });

  it('gives 20 concurrent claims on the last 3 units of stock exactly 3', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ quantity: 3 }));
    const claimers = api.db.users.filter((user) => user.company_id === 1 && user.status === 'active').slice(0, 20);
    const auths = await Promise.all(
      claimers.map(async (user) => {
        const { signAccessToken } = await import('../session/tokens');
        const { TEST_SECRET } = await import('../testing/test-api');
        return `Bearer ${await signAccessToken({ user_id: user.id, company_id: 1 }, TEST_SECRET)}`;
      }),
    );
    const budget = api.budget();
    const answers = await Promise.all(auths.map((auth) => api.claim(auth, incentive.id)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(
      answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'out_of_stock'),
    ).toBe(true);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    expect(api.db.incentives.find((row) => row.id === incentive.id)!.quantity).toBe(0);
    expect(api.budget()).toBe(budget - 3 * 10);
  });

  it('refuses a claim the company budget cannot pay, changing nothing', async () => {
    const api = await setUp();
    const incentive = await api.create(incentiveForm({ amount: 500 }));
    api.db.company_budgets.find((row) => row.company_id === 1)!.balance = 499;
    expect((await api.claim(api.employee.authorization, incentive.id).expect(422)).body.error).toBe(
      'insufficient_company_budget',
    );
    expect(api.db.incentive_claims).toHaveLength(0);
  });
});

describe('incentives: approvals', () => {
  async function twoSteps() {
    const api = await setUp();
    const incentive = await api.create(
      incentiveForm({
        amount: 40,
        quantity: 5,
        requireApproval: true,
        approvalLevels: [[api.approver.user.id], [api.manager.user.id]],
      }),
    );
    const claim = (await api.claim(api.employee.authorization, incentive.id).expect(201)).body.result as IncentiveClaim;
    return { ...api, incentive, claim };
  }

  it('walks the steps in order: only the current step’s approver decides; the last approval pays', async () => {
    const api = await twoSteps();
    expect(api.claim).toMatchObject({ state: 'pending', current_step: 0, steps_count: 2, auto_approved: false });
    const budget = api.budget();
    const earning = api.employee.user.earning_balance;
    // The second step's approver cannot act first; a colleague who approves nothing never can.
    expect((await api.decide(api.manager.authorization, api.claim.id, 'approve').expect(403)).body.error).toBe(
      'approval_not_yours',
    );
    await api.decide(api.admin.authorization, api.claim.id, 'approve').expect(403);
    await api.decide(api.employee.authorization, api.claim.id, 'approve').expect(403);
    const pendingFor = async (auth: string) =>
      (await api.http.get(APPROVAL_REQUESTS).set('Authorization', auth).expect(200)).body.result.map(
        (row: { id: number }) => row.id,
      ) as number[];
    expect(await pendingFor(api.approver.authorization)).toEqual([api.claim.id]);
    expect(await pendingFor(api.manager.authorization)).toEqual([]);
    const mine = await api.http
      .get(`${APPROVAL_REQUESTS}?state=mine`)
      .set('Authorization', api.employee.authorization)
      .expect(200);
    expect(mine.body.result).toEqual([
      expect.objectContaining({ id: api.claim.id, state: 'pending', current_step: 0 }),
    ]);
    for (const state of ['all', 'constructor', '__proto__']) {
      await api.http
        .get(`${APPROVAL_REQUESTS}?state=${state}`)
        .set('Authorization', api.employee.authorization)
        .expect(400);
    }

    const first = await api.decide(api.approver.authorization, api.claim.id, 'approve', 'Looks right').expect(200);
    expect(first.body.result).toMatchObject({ state: 'pending', current_step: 1 });
    expect(api.budget()).toBe(budget);
    await api.decide(api.approver.authorization, api.claim.id, 'approve').expect(403);
    expect(await pendingFor(api.manager.authorization)).toEqual([api.claim.id]);

    const asked = (userId: number) =>
      api.db.notifications.filter((row) => row.user_id === userId && row.type === 'incentive_approval_request');
    expect(asked(api.approver.user.id)).toEqual([
      expect.objectContaining({ action: '/incentives/approvals', actor_id: api.employee.user.id }),
    ]);
    expect(asked(api.manager.user.id)).toEqual([
      expect.objectContaining({ message: 'A claim of Mentor a newcomer waits for your approval (step 2 of 2)' }),
    ]);
    const last = await api.decide(api.manager.authorization, api.claim.id, 'approve').expect(200);
    expect(last.body.result).toMatchObject({ state: 'approved', current_step: null });
    expect(api.budget()).toBe(budget - 40);
    expect(api.employee.user.earning_balance).toBe(earning + 40);
    expect(api.budget() + api.employee.user.earning_balance).toBe(budget + earning);
    expect(api.db.bonuses.some((bonus) => bonus.id === last.body.result.bonus_id)).toBe(true);
    expect((await api.decide(api.manager.authorization, api.claim.id, 'approve').expect(409)).body.error).toBe(
      'approval_already_decided',
    );
    const told = api.db.notifications.filter(
      (row) => row.user_id === api.employee.user.id && row.type === 'incentive_claim_decision',
    );
    expect(told.map((row) => row.message)).toEqual([
      'Your claim of Mentor a newcomer passed approval step 1 of 2',
      'Your claim of Mentor a newcomer was approved: 40 points are yours',
    ]);
  });

  it('a decline pays nothing, gives the unit of stock back and tells the claimer', async () => {
    const api = await twoSteps();
    const budget = api.budget();
    expect(api.db.incentives.find((row) => row.id === api.incentive.id)!.quantity).toBe(4);
    await api.decide(api.approver.authorization, api.claim.id, 'decline', 'No proof').expect(200);
    expect(api.db.incentives.find((row) => row.id === api.incentive.id)!.quantity).toBe(5);
    expect(api.budget()).toBe(budget);
    expect(api.db.incentive_claims[0]).toMatchObject({ state: 'declined', decision_date: expect.any(String) });
    await api.decide(api.manager.authorization, api.claim.id, 'approve').expect(409);
    expect(
      api.db.notifications.filter(
        (row) => row.user_id === api.employee.user.id && row.type === 'incentive_claim_decision',
      ),
    ).toEqual([expect.objectContaining({ message: 'Your claim of Mentor a newcomer was declined' })]);
  });

  it('counts a pending claim on the admin list', async () => {
    const api = await twoSteps();
    const detail = await api.http
      .get(`${ADMIN_INCENTIVES}/${api.incentive.id}`)
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(detail.body).toMatchObject({ pendingApprovals: 1, requireApproval: true });
    expect(detail.body.approvalLevels.map((step: { id: number }[]) => step.map((user) => user.id))).toEqual([
      [api.approver.user.id],
      [api.manager.user.id],
    ]);
  });
});
