import type { AwardDetail, AwardListItem } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_AWARDS, awardForm } from '../testing/awards';
import { PNG, SVG_WITH_SCRIPT } from '../uploads/upload-fixtures';

async function setUp() {
  const clock = testClock('2026-11-10T09:00:00.000Z');
  const api = createTestApi({ now: clock.now });
  const admin = await personaAuth(api.db, 'awards_admin');
  const send = (method: 'post' | 'patch', path: string, body: object) =>
    api.http[method](path).set('Authorization', admin.authorization).send(body);
  const list = async (query = '') =>
    (await api.http.get(`${ADMIN_AWARDS}${query}`).set('Authorization', admin.authorization).expect(200)).body
      .records as AwardListItem[];
  return { ...api, admin, send, list };
}

describe('awards: administration', () => {
  it('creates, reads, updates, deactivates (the archived list) and deletes a manual award', async () => {
    const api = await setUp();
    const approver = api.db.users.find((user) => user.persona === 'award_approver')!;
    const created = (
      await api
        .send(
          'post',
          ADMIN_AWARDS,
          awardForm({
            description: '<p>Hi <script>alert(1)</script><b>there</b></p>',
            budgetPerPeriod: 500,
            periodType: 'quarter',
            approvalLevels: [[approver.id]],
          }),
        )
        .expect(201)
    ).body as AwardDetail;
    expect(created).toMatchObject({
      type: 'manual',
      name: 'Team player',
      state: 'active',
      budgetPerPeriod: 500,
      periodType: 'quarter',
      budgetUsed: 0,
      pendingApprovals: 0,
      approvalStepsCount: 1,
      giverId: api.admin.user.id,
    });
    expect(created.description).toBe('<p>Hi <b>there</b></p>');
    expect(created.approvalLevels[0]![0]).toMatchObject({ id: approver.id, username: approver.slug });
    expect((await api.list()).find((row) => row.id === created.id)).toMatchObject({ approvalStepsCount: 1 });

    await api.send('patch', `${ADMIN_AWARDS}/${created.id}`, { amount: 20, amountEditable: true }).expect(200);
    await api.send('patch', `${ADMIN_AWARDS}/${created.id}`, { state: 'inactive' }).expect(200);
    expect((await api.list()).map((row) => row.id)).not.toContain(created.id);
    const archived = (await api.list('?state=inactive')).find((row) => row.id === created.id)!;
    expect(archived).toMatchObject({ amount: 20, amountEditable: true, state: 'inactive' });

    await api.http.delete(`${ADMIN_AWARDS}/${created.id}`).set('Authorization', api.admin.authorization).expect(204);
    await api.http.get(`${ADMIN_AWARDS}/${created.id}`).set('Authorization', api.admin.authorization).expect(404);
    expect((await api.list('?state=all')).map((row) => row.id)).not.toContain(created.id);
  });

  it('takes a JPEG or PNG icon with the form as multipart, and removes it', async () => {
    const api = await setUp();
    const employee = await personaAuth(api.db, 'employee');
    const created = await api.http
      .post(ADMIN_AWARDS)
      .set('Authorization', api.admin.authorization)
      .field('award', JSON.stringify(awardForm({ name: 'With icon' })))
      .attach('icon', PNG, 'icon.png')
      .expect(201);
    const iconUrl = created.body.iconUrl as string;
    expect(iconUrl).toMatch(/^\/uploads\/incentive_icons\/1\/[0-9a-f]{32}\.png$/);
    expect(created.body.name).toBe('With icon');
    await api.http.get(iconUrl).set('Cookie', employee.cookie).expect(200).expect('Content-Type', 'image/png');
    const svg = await api.http
      .post(ADMIN_AWARDS)
      .set('Authorization', api.admin.authorization)
      .field('award', JSON.stringify(awardForm()))
      .attach('icon', SVG_WITH_SCRIPT, 'icon.png')
      .expect(415);
    expect(svg.body.error).toBe('unsupported_file_type');
    const removed = await api.send('patch', `${ADMIN_AWARDS}/${created.body.id}`, { removeIcon: true }).expect(200);
    expect(removed.body).toMatchObject({ iconUrl: null, name: 'With icon' });
    await api.http.get(iconUrl).set('Cookie', employee.cookie).expect(404);
  });

  it('lists the seeded manual awards, and the incentives as the claimable ones', async () => {
    const api = await setUp();
    expect((await api.list()).map((row) => row.name)).toEqual(['Above and beyond', 'Spot bonus', 'Customer hero']);
    const claimable = await api.list('?type=claimable');
    expect(claimable.length).toBeGreaterThan(0);
    expect(claimable.every((row) => row.type === 'claimable')).toBe(true);
    await api.http.get(`${ADMIN_AWARDS}?type=other`).set('Authorization', api.admin.authorization).expect(400);
  });

  it.each([
    [{ name: '' }, 'award_name_required', 'Give the award a name'],
    [{ name: 'x'.repeat(41) }, 'award_name_too_long', 'Keep the name under 40 characters'],
    [{ amount: 0 }, 'award_amount_invalid', 'The amount must be a whole number above zero'],
    [{ amount: 2.5 }, 'award_amount_invalid', 'The amount must be a whole number above zero'],
    [{ message: '', messageEditable: false }, 'award_message_required', 'Write the message a fixed award posts'],
    [{ message: 'x'.repeat(501) }, 'award_message_too_long', 'Keep the message under 500 characters'],
    [
      { description: `<p>${'x'.repeat(501)}</p>` },
      'award_description_too_long',
      'Keep the description under 500 characters',
    ],
    [
      { budgetPerPeriod: 100 },
      'award_budget_invalid',
      'A budget needs both a whole number of points above zero and its period',
    ],
    [
      { periodType: 'month' as const },
      'award_budget_invalid',
      'A budget needs both a whole number of points above zero and its period',
    ],
    [
      { budgetPerPeriod: 0, periodType: 'week' as const },
      'award_budget_invalid',
      'A budget needs both a whole number of points above zero and its period',
    ],
    [
      { conditions: [{ attr: 'department' as const, value: ' ' }] },
      'award_condition_invalid',
      'Each condition needs an attribute and a value, once each',
    ],
    [
      { approvalLevels: [[1], [1], [1], [1], [1]] },
      'award_approval_steps_invalid',
      'Approval needs 1 to 4 steps, each with at least one colleague of your company',
    ],
    [{ giverIds: [999_999] }, 'award_givers_invalid', 'Givers must be active colleagues of your company'],
  ])('refuses %j with %s', async (overrides, error, message) => {
    const api = await setUp();
    const response = await api.send('post', ADMIN_AWARDS, awardForm(overrides)).expect(422);
    expect(response.body).toMatchObject({ error, message });
    expect(response.body.errors).toContain(error);
  });

  it('refuses an approver of another company, a wrong shape, and a patch that breaks a rule', async () => {
    const api = await setUp();
    const stranger = api.db.users.find((user) => user.company_id !== 1)!;
    expect(
      (await api.send('post', ADMIN_AWARDS, awardForm({ approvalLevels: [[stranger.id]] })).expect(422)).body.error,
    ).toBe('award_approval_steps_invalid');
    await api.send('post', ADMIN_AWARDS, { name: 'No amount' }).expect(400);
    await api.send('post', ADMIN_AWARDS, awardForm({ visibility: 'everyone' as never })).expect(400);
    const created = (await api.send('post', ADMIN_AWARDS, awardForm()).expect(201)).body as AwardDetail;
    expect((await api.send('patch', `${ADMIN_AWARDS}/${created.id}`, { name: '' }).expect(422)).body.error).toBe(
      'award_name_required',
    );
    expect(api.db.awards.find((row) => row.id === created.id)!.name).toBe('Team player');
  });

  it('keeps another company’s award out of reach', async () => {
    const api = await setUp();
    const other = api.db.users.find((user) => user.company_id !== 1)!;
    api.db.awards.push({ ...api.db.awards[0]!, id: 900, company_id: other.company_id, giver_id: other.id });
    await api.http.get(`${ADMIN_AWARDS}/900`).set('Authorization', api.admin.authorization).expect(404);
    await api.send('patch', `${ADMIN_AWARDS}/900`, { amount: 1 }).expect(404);
    expect((await api.list()).map((row) => row.id)).not.toContain(900);
  });
});
