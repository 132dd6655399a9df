import type { AdminCatalogResponse, CompanyCatalogItem, GridwallResponse } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { catalogItemNamed, redeem, redemptionOf, REWARDS_SERVICE } from '../testing/rewards';

const ADMIN = '/api/v2/admin/rewards/company_items';

async function setUp() {
  const api = createTestApi();
  const admin = await personaAuth(api.db, 'rewards_admin');
  const employee = await personaAuth(api.db, 'employee');
  employee.user.earning_balance = 10_000;
  const gridwallNames = async (name: string) =>
    (
      (
        await api.http
          .get(`${REWARDS_SERVICE}/catalogs/gridwall?filters[name]=${encodeURIComponent(name)}`)
          .set('Authorization', employee.authorization)
          .expect(200)
      ).body as GridwallResponse
    ).data.map((entry) => entry.item.fullName);
  const detail = async (id: number) =>
    (
      await api.http
        .get(`${REWARDS_SERVICE}/company_items/${id}`)
        .set('Authorization', employee.authorization)
        .expect(200)
    ).body.data as CompanyCatalogItem;
  return { ...api, admin, employee, gridwallNames, detail };
}

describe('the admin catalogue', () => {
  it('lists the company’s items with their state for a rewards admin, paged and searchable', async () => {
    const api = await setUp();
    const page = await api.http
      .get(`${ADMIN}?filters[name]=xbox`)
      .set('Authorization', api.admin.authorization)
      .expect(200);
    const xbox = (page.body.data as CompanyCatalogItem[]).find((entry) => entry.item.fullName === 'Xbox Gift Card')!;
    expect(xbox.state).toBe('inactive');
    expect(page.body.meta.pagination).toMatchObject({ pageNumber: 1, pageSize: 48 });
  });

  it('tells the company’s own switch apart from an item the catalogue holds back', async () => {
    const api = await setUp();
    const listed = async (name: string) =>
      (
        (
          await api.http
            .get(`${ADMIN}?filters[name]=${encodeURIComponent(name)}`)
            .set('Authorization', api.admin.authorization)
            .expect(200)
        ).body as AdminCatalogResponse
      ).data.find((entry) => entry.item.fullName === name)!;
    expect(await listed('Xbox Gift Card')).toMatchObject({ state: 'inactive', adminDisabled: true });
    expect(await listed('Sephora eGift Card')).toMatchObject({ state: 'inactive', adminDisabled: false });
    expect(await listed('Target GiftCard')).toMatchObject({ state: 'active', adminDisabled: false });
    const target = catalogItemNamed(api.db, 'Target GiftCard');
    const off = await api.http
      .patch(`${ADMIN}/${1_000_000 + target.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ enabled: false })
      .expect(200);
    expect(off.body.data).toMatchObject({ state: 'inactive', adminDisabled: true });
    const denomination = await api.http
      .patch(`${ADMIN}/${1_000_000 + target.id}/denominations/${target.denominations[0]!.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ enabled: false })
      .expect(200);
    expect(denomination.body.data).toMatchObject({ adminDisabled: true });
    expect(denomination.body.data.companyDenominations[0].inactiveReasons).toContain('admin_disabled');
  });

  it('disables an item: gone from the grid at once, shown inactive in detail, and its redemption refused; then enables it', async () => {
    const api = await setUp();
    const target = catalogItemNamed(api.db, 'Target GiftCard');
    const id = 1_000_000 + target.id;
    expect(await api.gridwallNames('Target GiftCard')).toContain('Target GiftCard');
    const off = await api.http
      .patch(`${ADMIN}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({ enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.state).toBe('inactive');
    expect(await api.gridwallNames('Target GiftCard')).not.toContain('Target GiftCard');
    expect((await api.detail(id)).state).toBe('inactive');
    const refused = await redeem(api, api.employee.authorization, redemptionOf(1, target)).expect(422);
    expect(refused.body.error).toBe('reward_inactive');
    await api.http
      .patch(`${ADMIN}/${id}`)
      .set('Authorization', api.admin.authorization)
      .send({ enabled: true })
      .expect(200);
    expect(await api.gridwallNames('Target GiftCard')).toContain('Target GiftCard');
    await redeem(api, api.employee.authorization, redemptionOf(1, target)).expect(201);
  });

  it('disables one denomination with the admin_disabled reason, for this company only', async () => {
    const api = await setUp();
    const nike = catalogItemNamed(api.db, 'Nike Gift Card');
    const denomination = nike.denominations[1]!;
    await api.http
      .patch(`${ADMIN}/${1_000_000 + nike.id}/denominations/${denomination.id}`)
      .set('Authorization', api.admin.authorization)
      .send({ enabled: false })
      .expect(200);
    const shown = (await api.detail(1_000_000 + nike.id)).companyDenominations[1]!;
    expect(shown.inactiveReasons).toEqual(['admin_disabled']);
    const refused = await redeem(api, api.employee.authorization, redemptionOf(1, nike, 1)).expect(422);
    expect(refused.body).toMatchObject({
      error: 'denomination_inactive',
      message: expect.stringContaining('admin_disabled'),
    });
    await redeem(api, api.employee.authorization, redemptionOf(1, nike, 0)).expect(201);
    const other = await personaAuth(api.db, 'free_user');
    const theirs = await api.http
      .get(`${REWARDS_SERVICE}/company_items/${2_000_000 + nike.id}`)
      .set('Authorization', other.authorization)
      .expect(200);
    expect(theirs.body.data.companyDenominations[1].inactiveReasons).toEqual([]);
  });

  it('refuses a bad body, an unknown denomination and an archived or another company’s item', async () => {
    const api = await setUp();
    const nike = catalogItemNamed(api.db, 'Nike Gift Card');
    const patch = (path: string, body: object) =>
      api.http.patch(`${ADMIN}/${path}`).set('Authorization', api.admin.authorization).send(body);
    await patch(`${1_000_000 + nike.id}`, { enabled: 'no' }).expect(400);
    await patch(`${1_000_000 + nike.id}/denominations/999999`, { enabled: false }).expect(404);
    await patch(`${2_000_000 + nike.id}`, { enabled: false }).expect(404);
    await patch(`${1_000_000 + catalogItemNamed(api.db, 'Whole Foods Market Gift Card').id}`, { enabled: true }).expect(
      404,
    );
    await api.http
      .patch(`${ADMIN}/${1_000_000 + nike.id}`)
      .set('Authorization', api.employee.authorization)
      .send({ enabled: false })
      .expect(403);
  });
});
