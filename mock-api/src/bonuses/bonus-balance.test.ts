import { createTestApi, signInAs } from '../testing/test-api';
import { give, totalPoints, userBy } from '../testing/give';
import { NO_RATE_LIMITS } from '../config';

const THANKS = { reason: '+10 @mateo-manager-2 thanks #OwnIt' };

describe('the giver’s balance', () => {
  it('spends the giving balance first, then flash points', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const mateo = userBy(api.db, 'manager');
    const emma = userBy(api.db, 'employee');
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([100, 50]);
    const before = { total: totalPoints(api.db), emma: emma.earning_balance };

    const response = await give(api, authorization, { reason: `+130 @${emma.slug} for the launch #OwnIt` });
    expect(response.status).toBe(201);
    expect([mateo.giving_balance, mateo.flash_points_balance]).toEqual([0, 20]);
    expect(emma.earning_balance).toBe(before.emma + 130);
    expect(totalPoints(api.db)).toBe(before.total);
  });

  it('refuses more than giving balance and flash points together', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await give(api, authorization, { reason: '+151 @emma-employee-1 for the launch #OwnIt' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('insufficient_balance');
    expect(userBy(api.db, 'manager')).toMatchObject({ giving_balance: 100, flash_points_balance: 50 });
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
