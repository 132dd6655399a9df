import type { AwardDetail, GivableAward } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { NO_RATE_LIMITS } from '../config';
import { ADMIN_AWARDS, awardForm, awardGive } from '../testing/awards';

const BONUSES = '/api/v2/bonuses';

async function setUp(start = '2026-11-10T09:00:00.000Z') {
  const clock = testClock(start);
  const api = createTestApi({ now: clock.now, rateLimits: NO_RATE_LIMITS });
  const admin = await personaAuth(api.db, 'awards_admin');
  const manager = await personaAuth(api.db, 'manager');
  const employee = await personaAuth(api.db, 'employee');
  const colleagues = api.db.users.filter(
    (user) => user.company_id === 1 && !user.persona && user.status === 'active' && user.user_mode === 'normal',
  );
  const create = async (overrides = {}) =>
    (await api.http.post(ADMIN_AWARDS).set('Authorization', admin.authorization).send(awardForm(overrides)).expect(201))
      .body as AwardDetail;
  const give = (auth: string, body: object) => api.http.post(BONUSES).set('Authorization', auth).send(body);
  const budget = () => api.db.company_budgets.find((row) => row.company_id === 1)!.balance;
  return { ...api, clock, admin, manager, employee, colleagues, create, give, budget };
}

describe('giving a manual award through POST /bonuses', () => {
  it('posts the templated message with the recipients’ usernames, paid by the company at the award’s amount', async () => {
    const api = await setUp();
    const award = await api.create({
      amount: 30,
      message: 'Congratulations @receiver_username!',
      messageEditable: false,
    });
    const [first, second] = api.colleagues;
    const before = { company: api.budget(), giving: api.admin.user.giving_balance, earning: first!.earning_balance };
    const response = await api
      .give(api.admin.authorization, awardGive(award.id, [first!, second!], { reason: 'My own words', amount: 99 }))
      .expect(201);
    expect(response.body.result).toMatchObject({
      reason: `Congratulations @${first!.slug} @${second!.slug}!`,
      amount: 30,
      award_id: award.id,
      award: { id: award.id, name: award.name, icon_url: award.iconUrl },
      giver: { id: api.admin.user.id },
    });
    const posted = await api.http
      .get(`/api/v2/bonuses/${response.body.result.id}`)
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(posted.body.result.award).toEqual({ id: award.id, name: award.name, icon_url: award.iconUrl });
    expect(api.budget()).toBe(before.company - 60);
    expect(api.admin.user.giving_balance).toBe(before.giving);
    expect(first!.earning_balance).toBe(before.earning + 30);
  });

  it('takes the giver’s message and amount where the award lets them, filling @recipient', async () => {
    const api = await setUp();
    const award = await api.create({ amountEditable: true, visibilityEditable: true });
    const [first] = api.colleagues;
    const response = await api
      .give(
        api.admin.authorization,
        awardGive(award.id, [first!], { reason: 'Well done @recipient', amount: 15, privacy: 'privately_visible' }),
      )
      .expect(201);
    expect(response.body.result).toMatchObject({
      reason: `Well done @${first!.slug}`,
      amount: 15,
      privacy: 'privately_visible',
    });
    expect(
      (await api.give(api.admin.authorization, awardGive(award.id, [first!], { amount: 0 })).expect(422)).body.error,
    ).toBe('award_amount_invalid');
  });

  it('lets the award’s givers and the awards admins give it, and no one else', async () => {
    const api = await setUp();
    const award = await api.create({ giverIds: [api.manager.user.id] });
    const [first] = api.colleagues;
    const refused = await api.give(api.employee.authorization, awardGive(award.id, [first!])).expect(403);
    expect(refused.body).toMatchObject({ error: 'award_not_givable', message: 'You may not give this award' });
    await api.give(api.manager.authorization, awardGive(award.id, [first!])).expect(201);
    await api.give(api.admin.authorization, awardGive(award.id, [first!])).expect(201);
    // Platform §6: awards belong to the Appreciate, Connect and Achieve tiers; a free company gives none.
    api.db.companies.find((company) => company.id === 1)!.product_tier = 'free';
    const untiered = await api.give(api.admin.authorization, awardGive(award.id, [first!])).expect(403);
    expect(untiered.body.error).toBe('award_not_givable');
  });

  it('hides the giver behind the award when asked', async () => {
    const api = await setUp();
    const award = await api.create({ giverIds: [api.manager.user.id] });
    const [first] = api.colleagues;
    const shown = await api.give(api.manager.authorization, awardGive(award.id, [first!])).expect(201);
    expect(shown.body.result.giver.id).toBe(api.manager.user.id);
    const hidden = await api
      .give(api.manager.authorization, awardGive(award.id, [first!], { hide_giver: true }))
      .expect(201);
    expect(hidden.body.result.giver.id).toBe(api.admin.user.id);
    expect(api.db.award_gives.at(-1)).toMatchObject({ giver_id: api.manager.user.id, hide_giver: true });
  });

  it('refuses a recipient the conditions leave out, none at all, an inactive or unknown award', async () => {
    const api = await setUp();
    const [first] = api.colleagues;
    const award = await api.create({ conditions: [{ attr: 'email', value: 'nobody@example.com' }] });
    const refused = await api.give(api.admin.authorization, awardGive(award.id, [first!])).expect(422);
    expect(refused.body).toMatchObject({
      error: 'award_recipient_not_eligible',
      message: `This award is not for ${first!.display_name}`,
    });
    expect((await api.give(api.admin.authorization, awardGive(award.id, [])).expect(422)).body.error).toBe(
      'award_recipient_required',
    );
    const inactive = await api.create({ state: 'inactive' });
    expect((await api.give(api.admin.authorization, awardGive(inactive.id, [first!])).expect(422)).body.error).toBe(
      'award_inactive',
    );
    await api.give(api.admin.authorization, awardGive(999_999, [first!])).expect(404);
    expect(api.db.award_gives).toEqual([]);
  });

  it('never passes the budget per period under 30 concurrent gives', async () => {
    const api = await setUp();
    const award = await api.create({ amount: 10, budgetPerPeriod: 100, periodType: 'month' });
    const before = api.budget();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api.give(api.admin.authorization, awardGive(award.id, [api.colleagues[index % api.colleagues.length]!])),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(20);
    expect(responses.find((response) => response.status === 422)!.body).toMatchObject({
      error: 'award_budget_exceeded',
      message: 'This award has 0 points left this month: 10 are needed',
    });
    expect(api.budget()).toBe(before - 100);
    expect(api.db.bonuses.filter((bonus) => bonus.award_id === award.id)).toHaveLength(10);
  });

  it('refuses a give larger than what is left, and starts each period afresh (weeks start on Monday, UTC)', async () => {
    const api = await setUp('2026-11-15T23:59:00.000Z');
    const award = await api.create({ amount: 40, budgetPerPeriod: 100, periodType: 'week' });
    const [first, second, third] = api.colleagues;
    await api.give(api.admin.authorization, awardGive(award.id, [first!, second!])).expect(201);
    const over = await api.give(api.admin.authorization, awardGive(award.id, [third!])).expect(422);
    expect(over.body.message).toBe('This award has 20 points left this week: 40 are needed');
    api.clock.set('2026-11-16T00:00:00.000Z');
    await api.give(api.admin.authorization, awardGive(award.id, [third!])).expect(201);
    const detail = await api.http
      .get(`${ADMIN_AWARDS}/${award.id}`)
      .set('Authorization', api.admin.authorization)
      .expect(200);
    expect(detail.body.budgetUsed).toBe(40);
  });

  it.each([
    ['month', '2026-11-30T23:59:59.000Z', '2026-12-01T00:00:00.000Z'],
    ['quarter', '2026-12-31T23:59:59.000Z', '2027-01-01T00:00:00.000Z'],
    ['year', '2026-12-31T23:59:59.000Z', '2027-01-01T00:00:00.000Z'],
  ] as const)('a %s budget spent at %s is whole again at %s', async (periodType, last, first) => {
    const api = await setUp(last);
    const award = await api.create({ amount: 50, budgetPerPeriod: 50, periodType });
    const [colleague] = api.colleagues;
    await api.give(api.admin.authorization, awardGive(award.id, [colleague!])).expect(201);
    await api.give(api.admin.authorization, awardGive(award.id, [colleague!])).expect(422);
    api.clock.set(first);
    await api.give(api.admin.authorization, awardGive(award.id, [colleague!])).expect(201);
  });

  it('refuses a give the company’s budget cannot pay', async () => {
    const api = await setUp();
    const award = await api.create({ amount: 10 });
    api.db.company_budgets.find((row) => row.company_id === 1)!.balance = 5;
    const response = await api.give(api.admin.authorization, awardGive(award.id, [api.colleagues[0]!])).expect(422);
    expect(response.body.error).toBe('insufficient_company_budget');
  });

  it('answers a retry of one give (the same Idempotency-Key) with the first answer, paying once', async () => {
    const api = await setUp();
    const award = await api.create({ amount: 10 });
    const body = awardGive(award.id, [api.colleagues[0]!]);
    const before = api.budget();
    const send = () =>
      api.http.post(BONUSES).set('Authorization', api.admin.authorization).set('Idempotency-Key', 'give-1').send(body);
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.result.id).toBe(first.body.result.id);
    expect(api.budget()).toBe(before - 10);
    expect(api.db.award_gives).toHaveLength(1);
  });

  it('leaves a give without award_id to the recognition rules', async () => {
    const api = await setUp();
    const [colleague] = api.colleagues;
    const response = await api
      .give(api.manager.authorization, { bonus: { reason: `+1 @${colleague!.slug} thanks for the help #OwnIt` } })
      .expect(201);
    expect(response.body.result.award_id).toBeUndefined();
  });
});

describe('GET /awards?type=manual', () => {
  it('answers with givable_by_user only the awards the reader may give, with the budget left and the banner’s names', async () => {
    const api = await setUp();
    const read = async (auth: string, query = '&givable_by_user=true') =>
      (await api.http.get(`/api/v2/awards?type=manual${query}`).set('Authorization', auth).expect(200)).body.result
        .items as GivableAward[];
    expect((await read(api.admin.authorization)).map((award) => award.name)).toEqual([
      'Above and beyond',
      'Spot bonus',
      'Customer hero',
    ]);
    expect((await read(api.manager.authorization)).map((award) => award.name)).toEqual(['Above and beyond']);
    expect(await read(api.employee.authorization)).toEqual([]);
    expect(await read(api.employee.authorization, '')).toHaveLength(3);

    const [first, second, third] = api.colleagues;
    await api.give(api.admin.authorization, awardGive(2, [first!])).expect(201);
    await api.give(api.admin.authorization, awardGive(2, [second!, third!])).expect(201);
    const spot = (await read(api.admin.authorization)).find((award) => award.id === 2)!;
    expect(spot).toMatchObject({ budgetLeft: 25, periodType: 'month', amountEditable: true, recipientsCount: 3 });
    expect(spot.recentRecipients.map((recipient) => recipient.id)).toEqual([second!.id, third!.id]);
  });

  it('keeps the claimable list of the incentives as it was', async () => {
    const api = await setUp();
    const result = (
      await api.http.get('/api/v2/awards?type=claimable').set('Authorization', api.employee.authorization).expect(200)
    ).body.result as { id: number }[];
    expect(Array.isArray(result)).toBe(true);
    expect(result.length).toBeGreaterThan(0);
  });
});
