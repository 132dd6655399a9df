import type { Redemption } from '@laurel/shared/contract';
import { NO_RATE_LIMITS } from '../config';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { catalogItemNamed, redeem, redemptionOf, SHIPPING_ADDRESS } from '../testing/rewards';
import { signAccessToken } from '../session/tokens';
import { TEST_SECRET } from '../testing/test-api';
import { pointsPriceOf } from './company-catalog';

async function setUp(persona = 'employee') {
  const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
  const auth = await personaAuth(api.db, persona);
  return { ...api, ...auth };
}

describe('POST /api/v2/redemptions', () => {
  it('debits the earning balance, decrements the stock and answers the redemption with its record', async () => {
    const api = await setUp();
    const hoodie = catalogItemNamed(api.db, 'Northwind Collective hoodie');
    const denomination = hoodie.denominations[2]!;
    const stock = denomination.quantity!;
    api.user.earning_balance = 1000;
    const giving = api.user.giving_balance;
    const response = await redeem(
      api,
      api.authorization,
      redemptionOf(1, hoodie, 2, { shippingAddress: SHIPPING_ADDRESS }),
    ).expect(201);
    const result = response.body.result as Redemption;
    expect(result).toMatchObject({
      aasmState: 'approved',
      brandName: 'Northwind Collective',
      name: 'Northwind Collective hoodie',
      priceInPoints: 450,
      priceInCurrency: 4500,
      size: denomination.size,
      color: denomination.color,
      gift: false,
      giftCard: false,
      claimUrl: null,
      shippingAddress: SHIPPING_ADDRESS,
      catalogItem: { id: 1_000_000 + hoodie.id, denomination: denomination.id, type: 'custom' },
      redemptionRecords: [expect.objectContaining({ amount: 4500, state: 'manual_pending', transactionFee: 0 })],
    });
    expect(api.user.earning_balance).toBe(550);
    expect(api.user.giving_balance).toBe(giving);
    expect(denomination.quantity).toBe(stock - 1);
    expect(api.db.redemptions.at(-1)).toMatchObject({ id: result.id, user_id: api.user.id, company_id: 1 });
  });

  it('gives an instant gift card a claim link, and sends it to a giftee with a message', async () => {
    const api = await setUp();
    api.user.earning_balance = 500;
    const starbucks = catalogItemNamed(api.db, 'Starbucks Card');
    const gift = { gifteeEmail: 'sam@example.com', giftMessage: '  Coffee on me  ' };
    const { result } = (await redeem(api, api.authorization, redemptionOf(1, starbucks, 1, gift)).expect(201)).body;
    expect(result).toMatchObject({
      aasmState: 'fulfilled',
      giftCard: true,
      gift: true,
      gifteeEmail: 'sam@example.com',
    });
    expect(result.giftMessage).toBe('Coffee on me');
    expect(result.claimUrl).toMatch(/^https:\/\/claims\.laurel\.example\/c\/[\w-]{16}$/);
    expect(api.user.earning_balance).toBe(400);
  });

  it('refuses a redemption over the earning balance with insufficient_earning_balance and changes nothing', async () => {
    const api = await setUp();
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    api.user.earning_balance = 99;
    const before = JSON.stringify(api.db);
    const response = await redeem(api, api.authorization, redemptionOf(1, amazon, 0)).expect(422);
    expect(response.body).toMatchObject({
      error: 'insufficient_earning_balance',
      message: 'You need 100 points to redeem this and have 99 to spend',
    });
    expect(JSON.stringify(api.db)).toBe(before);
  });

  it.each([
    ['Apple Gift Card', 2, 422, 'denomination_inactive', 'discontinued'],
    ['Best Buy Gift Card', 1, 422, 'denomination_inactive', 'needs_attention'],
    ['Steam Wallet Code', 2, 422, 'denomination_inactive', 'system_disabled'],
    ['Amazon.com Gift Card', 3, 422, 'denomination_inactive', 'admin_disabled'],
    ['Kindle Paperwhite', 0, 409, 'out_of_stock', ''],
    ['Xbox Gift Card', 0, 422, 'reward_inactive', ''],
    ['Sephora eGift Card', 0, 422, 'reward_inactive', ''],
    ['Whole Foods Market Gift Card', 0, 404, 'not_found', ''],
  ])('refuses %s (denomination %i): %i %s', async (name, index, status, error, reason) => {
    const api = await setUp();
    api.user.earning_balance = 10_000;
    const item = catalogItemNamed(api.db, name);
    const before = JSON.stringify(api.db);
    const response = await redeem(
      api,
      api.authorization,
      redemptionOf(1, item, index, { shippingAddress: SHIPPING_ADDRESS }),
    ).expect(status);
    expect(response.body.error).toBe(error);
    if (reason) expect(response.body.message).toContain(reason);
    expect(JSON.stringify(api.db)).toBe(before);
  });

  it('asks for a shipping address where the item collects one, and refuses a gift of what cannot be given', async () => {
    const api = await setUp();
    api.user.earning_balance = 10_000;
    const tee = catalogItemNamed(api.db, 'Laurel tee');
    expect((await redeem(api, api.authorization, redemptionOf(1, tee)).expect(422)).body.error).toBe(
      'shipping_address_required',
    );
    const blank = { shippingAddress: { ...SHIPPING_ADDRESS, city: '   ' } };
    expect((await redeem(api, api.authorization, redemptionOf(1, tee, 0, blank)).expect(422)).body.error).toBe(
      'invalid_shipping_address',
    );
    const paypal = catalogItemNamed(api.db, 'PayPal Cash Out');
    const gift = { gifteeEmail: 'sam@example.com' };
    expect((await redeem(api, api.authorization, redemptionOf(1, paypal, 0, gift)).expect(422)).body.error).toBe(
      'not_giftable',
    );
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    const badEmail = { gifteeEmail: 'not an email' };
    expect((await redeem(api, api.authorization, redemptionOf(1, amazon, 0, badEmail)).expect(422)).body.error).toBe(
      'invalid_email',
    );
    const long = { gifteeEmail: 'sam@example.com', giftMessage: 'x'.repeat(501) };
    expect((await redeem(api, api.authorization, redemptionOf(1, amazon, 0, long)).expect(422)).body.error).toBe(
      'gift_message_too_long',
    );
    await redeem(api, api.authorization, { redemption: { companyItemId: 'x' } }).expect(400);
    await redeem(api, api.authorization, {}).expect(400);
    expect(api.user.earning_balance).toBe(10_000);
  });

  it('refuses another company’s item and a denomination of another item as not found', async () => {
    const api = await setUp();
    api.user.earning_balance = 10_000;
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    await redeem(api, api.authorization, redemptionOf(2, amazon)).expect(404);
    const target = catalogItemNamed(api.db, 'Target GiftCard');
    const mixed = redemptionOf(1, amazon, 0);
    mixed.redemption.denominationId = target.denominations[0]!.id;
    await redeem(api, api.authorization, mixed).expect(404);
  });

  it('30 concurrent redemptions of the last 5 units: exactly 5 succeed, stock 0, points conserved', async () => {
    const api = await setUp();
    const lunch = catalogItemNamed(api.db, 'Lunch with the CEO');
    const denomination = lunch.denominations[0]!;
    denomination.quantity = 5;
    const price = pointsPriceOf(lunch, denomination);
    const people = api.db.users.filter((user) => user.company_id === 1 && user.status === 'active').slice(0, 30);
    expect(people).toHaveLength(30);
    for (const person of people) person.earning_balance = price;
    const pointsBefore = api.db.users.reduce((sum, user) => sum + user.earning_balance + user.giving_balance, 0);
    const redemptionsBefore = api.db.redemptions.length;
    const tokens = await Promise.all(
      people.map((person) => signAccessToken({ user_id: person.id, company_id: 1 }, TEST_SECRET)),
    );
    const responses = await Promise.all(tokens.map((token) => redeem(api, `Bearer ${token}`, redemptionOf(1, lunch))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(responses.filter((response) => response.status === 409).every((r) => r.body.error === 'out_of_stock')).toBe(
      true,
    );
    expect(denomination.quantity).toBe(0);
    const made = api.db.redemptions.slice(redemptionsBefore);
    expect(made).toHaveLength(5);
    const pointsAfter = api.db.users.reduce((sum, user) => sum + user.earning_balance + user.giving_balance, 0);
    expect(pointsBefore - pointsAfter).toBe(5 * price);
    expect(made.reduce((sum, row) => sum + row.price_in_points, 0)).toBe(5 * price);
    expect(people.filter((person) => person.earning_balance === 0)).toHaveLength(5);
    expect(people.every((person) => person.earning_balance === 0 || person.earning_balance === price)).toBe(true);
  });

  it('one person redeeming 30 times at once with points for 3 of 5 units: 3 succeed, balance 0, 2 units left', async () => {
    const api = await setUp();
    const lunch = catalogItemNamed(api.db, 'Lunch with the CEO');
    const denomination = lunch.denominations[0]!;
    denomination.quantity = 5;
    const price = pointsPriceOf(lunch, denomination);
    api.user.earning_balance = 3 * price;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => redeem(api, api.authorization, redemptionOf(1, lunch))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(
      responses.filter((r) => r.status === 422).every((r) => r.body.error === 'insufficient_earning_balance'),
    ).toBe(true);
    expect(api.user.earning_balance).toBe(0);
    expect(denomination.quantity).toBe(2);
  });

  it('answers a retry with the same Idempotency-Key with the first redemption, and refuses the key for another', async () => {
    const api = await setUp();
    api.user.earning_balance = 1000;
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    const body = redemptionOf(1, amazon, 0);
    const first = await redeem(api, api.authorization, body, 'redeem-1').expect(201);
    const retry = await redeem(api, api.authorization, body, 'redeem-1').expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(api.user.earning_balance).toBe(900);
    expect(
      api.db.redemptions.filter((row) => row.user_id === api.user.id && row.catalog_item_id === amazon.id),
    ).toHaveLength(
      2, // the seeded one and this one
    );
    const other = await redeem(api, api.authorization, redemptionOf(1, amazon, 1), 'redeem-1').expect(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    expect(api.user.earning_balance).toBe(900);
  });
});

describe('points boost', () => {
  it('converts earning balance into giving balance through the same redemption', async () => {
    const api = await setUp();
    api.user.earning_balance = 300;
    const giving = api.user.giving_balance;
    const boost = catalogItemNamed(api.db, 'Allowance boost');
    const { result } = (await redeem(api, api.authorization, redemptionOf(1, boost, 1)).expect(201)).body;
    expect(result).toMatchObject({ pointsBoost: true, priceInPoints: 100, aasmState: 'fulfilled', claimUrl: null });
    expect(api.user.earning_balance).toBe(200);
    expect(api.user.giving_balance).toBe(giving + 100);
    const profile = await api.http.get('/api/v2/profile/user').set('Authorization', api.authorization).expect(200);
    expect(profile.body.result.giving_balance).toBe(giving + 100);
  });

  it.each(['observer', 'receiver', 'tier_one_user'])('is refused to %s, who cannot claim one', async (persona) => {
    const api = await setUp(persona);
    api.user.earning_balance = 300;
    const boost = catalogItemNamed(api.db, 'Allowance boost');
    const before = JSON.stringify(api.db);
    const response = await redeem(api, api.authorization, redemptionOf(api.user.company_id, boost)).expect(403);
    expect(response.body.error).toBe('points_boost_not_allowed');
    expect(JSON.stringify(api.db)).toBe(before);
  });
});

describe('redemption history', () => {
  it('pages the caller’s redemptions newest first, and sorts as asked', async () => {
    const api = await setUp();
    const list = await api.http
      .get('/api/v2/rewards/redemptions?page_number=1&page_size=5')
      .set('Authorization', api.authorization)
      .expect(200);
    expect(list.body.metadata).toEqual({
      pageNumber: 1,
      pageSize: 5,
      pageCount: 3,
      totalCount: 12,
      sortBy: 'created_at',
      sortDirection: 'desc',
    });
    const dates = (list.body.records as Redemption[]).map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const cheapest = await api.http
      .get('/api/v2/rewards/redemptions?sort_by=price_in_points&sort_direction=asc&page=0')
      .set('Authorization', api.authorization)
      .expect(200);
    const prices = (cheapest.body.records as Redemption[]).map((row) => row.priceInPoints);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.body.metadata).toMatchObject({ pageNumber: 1, pageSize: 20 });
    const odd = await api.http
      .get('/api/v2/rewards/redemptions?sort_by=giftee_email&sort_direction=sideways')
      .set('Authorization', api.authorization)
      .expect(200);
    expect(odd.body.metadata).toMatchObject({ sortBy: 'created_at', sortDirection: 'desc' });
  });

  it('shows one redemption to its owner only', async () => {
    const api = await setUp();
    const mine = api.db.redemptions.find((row) => row.user_id === api.user.id)!;
    const detail = await api.http
      .get(`/api/v2/rewards/redemptions/${mine.id}`)
      .set('Authorization', api.authorization)
      .expect(200);
    expect(detail.body.result.id).toBe(mine.id);
    const manager = await personaAuth(api.db, 'manager');
    await api.http
      .get(`/api/v2/rewards/redemptions/${mine.id}`)
      .set('Authorization', manager.authorization)
      .expect(404);
    const managers = await api.http.get('/api/v2/rewards/redemptions').set('Authorization', manager.authorization);
    expect((managers.body.records as Redemption[]).map((row) => row.name)).toEqual(['Allowance boost']);
  });
});

describe('POST /api/v2/rewards/redemptions/:id/resend', () => {
  const resend = (
    api: Awaited<ReturnType<typeof setUp>>,
    id: number,
    body: object,
    authorization = api.authorization,
  ) => api.http.post(`/api/v2/rewards/redemptions/${id}/resend`).set('Authorization', authorization).send(body);

  it('sends a gift card’s e-mail again to a valid address, for its owner only', async () => {
    const api = await setUp();
    const giftCard = api.db.redemptions.find((row) => row.user_id === api.user.id && row.claim_url !== null)!;
    await resend(api, giftCard.id, { email: 'me@example.com' }).expect(202);
    expect(giftCard.resends).toEqual([{ email: 'me@example.com', at: expect.any(String) }]);
    for (const email of ['', 'nope', '<script>@x', undefined]) {
      expect((await resend(api, giftCard.id, { email }).expect(422)).body.error).toBe('invalid_email');
    }
    const manager = await personaAuth(api.db, 'manager');
    await resend(api, giftCard.id, { email: 'me@example.com' }, manager.authorization).expect(404);
    await resend(api, 999_999, { email: 'me@example.com' }).expect(404);
    expect(giftCard.resends).toHaveLength(1);
  });

  it('refuses what has no e-mail to resend', async () => {
    const api = await setUp();
    const hoodie = api.db.redemptions.find(
      (row) => row.user_id === api.user.id && row.distribution_method === 'exclusive_swag',
    )!;
    expect((await resend(api, hoodie.id, { email: 'me@example.com' }).expect(422)).body.error).toBe('not_resendable');
  });
});
