import { createTestApi, signInAs, TEST_TODAY } from '../testing/test-api';
import { give, totalPoints, userBy } from '../testing/give';
import { NO_RATE_LIMITS } from '../config';

const THANKS = { reason: '+10 @mateo-manager-2 thanks #OwnIt' };
/** From the manager, who holds the seeded flash points. */
const TO_EMMA = { reason: '+10 @emma-employee-1 thanks #OwnIt' };

describe('the giver’s balance', () => {
  // While the seeded flash-points program runs: it started two days before TEST_TODAY.
  const running = () => TEST_TODAY.getTime();

  it('spends flash points first, then the giving balance, and records the flash points used', async () => {
    const api = createTestApi({ now: running });
    const { authorization } = await signInAs(api.http, 'manager');
    const mateo = userBy(api.db, 'manager');
    const emma = userBy(api.db, 'employee');
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([100, 50]);
    const before = { total: totalPoints(api.db), emma: emma.earning_balance };

    const response = await give(api, authorization, { reason: `+130 @${emma.slug} for the launch #OwnIt` });
    expect(response.status).toBe(201);
    expect(response.body.result.flash_points_used).toBe(50);
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([20, 0]);
    expect(emma.earning_balance).toBe(before.emma + 130);
    expect(totalPoints(api.db)).toBe(before.total);
  });

  it('takes a small give from flash points alone', async () => {
    const api = createTestApi({ now: running });
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await give(api, authorization, { ...TO_EMMA, flash_points_used: 10 }).expect(201);
    expect(response.body.result.flash_points_used).toBe(10);
    expect(userBy(api.db, 'manager')).toMatchObject({ giving_balance: 100, flash_points_balance: 40 });
  });

  it('refuses more than giving balance and flash points together', async () => {
    const api = createTestApi({ now: running });
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await give(api, authorization, { reason: '+151 @emma-employee-1 for the launch #OwnIt' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('insufficient_balance');
    expect(userBy(api.db, 'manager')).toMatchObject({ giving_balance: 100, flash_points_balance: 50 });
  });

  it('refuses with 409 flash_points_changed a give the composer showed otherwise, changing nothing', async () => {
    const api = createTestApi({ now: running });
    const { authorization } = await signInAs(api.http, 'manager');
    const before = totalPoints(api.db);
    const response = await give(api, authorization, { ...TO_EMMA, flash_points_used: 0 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: 'flash_points_changed', message: expect.any(String) });
    expect(userBy(api.db, 'manager')).toMatchObject({ giving_balance: 100, flash_points_balance: 50 });
    expect(totalPoints(api.db)).toBe(before);
  });

  it('spends no flash points once the program has ended, and counts none toward the balance', async () => {
    const ended = new Date('2026-11-26T00:00:00Z').getTime();
    const api = createTestApi({ now: () => ended });
    const { authorization } = await signInAs(api.http, 'manager');
    const mateo = userBy(api.db, 'manager');
    const over = await give(api, authorization, { reason: '+101 @emma-employee-1 for the launch #OwnIt' });
    expect(over.status).toBe(422);
    expect(over.body.error).toBe('insufficient_balance');
    const fine = await give(api, authorization, TO_EMMA).expect(201);
    expect(fine.body.result.flash_points_used).toBe(0);
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([90, 50]);
  });

  it('spends no flash points for someone whose tier has no flash points', async () => {
    const api = createTestApi({ now: running });
    const mateo = userBy(api.db, 'manager');
    api.db.companies.find((company) => company.id === mateo.company_id)!.product_tier = 'free';
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await give(api, authorization, TO_EMMA).expect(201);
    expect(response.body.result.flash_points_used).toBe(0);
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([90, 50]);
  });
});

describe('concurrent gives spending flash points', () => {
  it('never overspend: as many through as both balances cover, flash points gone first, 20 times over', async () => {
    const api = createTestApi({ now: () => TEST_TODAY.getTime(), rateLimits: NO_RATE_LIMITS });
    const mateo = userBy(api.db, 'manager');
    const { authorization } = await signInAs(api.http, 'manager');
    const emma = userBy(api.db, 'employee');
    const gift = { reason: `+20 @${emma.slug} for the launch #OwnIt` };
    for (let round = 0; round < 20; round += 1) {
      mateo.giving_balance = 30;
      mateo.flash_points_balance = 50;
      const before = totalPoints(api.db);
      const answers = await Promise.all(Array.from({ length: 10 }, () => give(api, authorization, gift)));
      const given = answers.filter((answer) => answer.status === 201);
      expect(given).toHaveLength(4);
      expect(given.map((answer) => answer.body.result.flash_points_used as number).sort()).toEqual([0, 10, 20, 20]);
      expect([mateo.flash_points_balance, mateo.giving_balance]).toEqual([0, 0]);
      expect(totalPoints(api.db)).toBe(before);
    }
  }, 60_000);

  it('refuse the second of two gives that the composer showed with the same flash points', async () => {
    const api = createTestApi({ now: () => TEST_TODAY.getTime(), rateLimits: NO_RATE_LIMITS });
    const { authorization } = await signInAs(api.http, 'manager');
    const shown = { reason: '+40 @emma-employee-1 for the launch #OwnIt', flash_points_used: 40 };
    const answers = await Promise.all([give(api, authorization, shown), give(api, authorization, shown)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(userBy(api.db, 'manager')).toMatchObject({ flash_points_balance: 10, giving_balance: 100 });
  });
});

describe('concurrent gives from one giver', () => {
  it('let exactly as many through as the balance covers, conserving points, 20 times over', async () => {
    // A thousand gives in a second is what the abuse limit stops; this test is about the balance.
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const giver = userBy(api.db, 'employee');
    const { authorization } = await signInAs(api.http, 'employee');
    for (let round = 0; round < 20; round += 1) {
      giver.giving_balance = 100;
      const before = { total: totalPoints(api.db), bonuses: api.db.bonuses.length };
      const answers = await Promise.all(Array.from({ length: 50 }, () => give(api, authorization, THANKS)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.status === 422);
      expect(refused).toHaveLength(40);
      expect(refused.every((answer) => answer.body.error === 'insufficient_balance')).toBe(true);
      expect(giver.giving_balance).toBe(0);
      expect(api.db.bonuses).toHaveLength(before.bonuses + 10);
      expect(totalPoints(api.db)).toBe(before.total);
    }
  }, 60_000);

  it('answer one Idempotency-Key sent 20 times at once with one recognition', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const count = api.db.bonuses.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => give(api, authorization, THANKS, { key: 'double-click' })),
    );
    expect(new Set(answers.map((answer) => answer.body.result.id)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(api.db.bonuses).toHaveLength(count + 1);
    expect(userBy(api.db, 'employee').giving_balance).toBe(90);
  });
});
