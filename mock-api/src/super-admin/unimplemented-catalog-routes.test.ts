import {
  REWARDS_SERVICE_BASE_PATH,
  type UnimplementedCatalog,
  type UnimplementedCatalogItem,
} from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { companyItemIdOf } from '../rewards/company-catalog';
import { UNIMPLEMENTED_CATALOG_PATH } from './unimplemented-catalog-routes';

const CLOCK = '2026-11-10T09:00:00.000Z';

async function setUp() {
  const api = createTestApi({ now: testClock(CLOCK).now });
  const superAdmin = await personaAuth(api.db, 'super_admin');
  const as = superAdmin.authorization;
  const list = async (query = '') =>
    (await api.http.get(`${UNIMPLEMENTED_CATALOG_PATH}${query}`).set('Authorization', as).expect(200)).body
      .result as UnimplementedCatalog;
  const act = (id: number, action: string) =>
    api.http.patch(`${UNIMPLEMENTED_CATALOG_PATH}/${id}`).set('Authorization', as).send({ action });
  return { api, superAdmin, as, list, act };
}

describe('GET /super_admin/catalog/unimplemented', () => {
  it('lists the items nothing fulfils: cash-outs, and manual rewards without a fulfilment partner', async () => {
    const { api, list } = await setUp();
    const { items, methods, providers } = await list();
    const expected = api.db.catalog_items.filter(
      (item) =>
        item.distributionMethod === 'cash_out' ||
        (['physical', 'axomo', 'exclusive_swag', 'exclusive_experience', 'exclusive_other'].includes(
          item.distributionMethod,
        ) &&
          item.fulfillmentPartner === null),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(items.map((item) => item.fullName)).toEqual(
      [...items.map((item) => item.fullName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(methods).toEqual(['cash_out', 'exclusive_experience', 'exclusive_other']);
    expect(providers).toEqual(['bonusly', 'paypal', 'snappy']);
    const cashOut = items.find((item) => item.distributionMethod === 'cash_out')!;
    expect(cashOut).toMatchObject({ reason: 'payout_missing', status: 'open', reviewedBy: null, reviewedAt: null });
    expect(items.find((item) => item.distributionMethod === 'exclusive_other')).toMatchObject({
      reason: 'no_fulfilment_partner',
    });
  });

  it('leaves out gift cards, donations, custom rewards and what a partner ships', async () => {
    const { api, list } = await setUp();
    const ids = new Set((await list()).items.map((item) => item.id));
    const fulfilled = api.db.catalog_items.filter(
      (item) =>
        ['gift_card', 'donation', 'custom'].includes(item.distributionMethod) || item.fulfillmentPartner !== null,
    );
    expect(fulfilled.some((item) => ids.has(item.id))).toBe(false);
  });

  it('filters by method, provider and status', async () => {
    const { list } = await setUp();
    const cashOuts = await list('?method=cash_out');
    expect(cashOuts.items.length).toBeGreaterThan(0);
    expect(cashOuts.items.every((item) => item.distributionMethod === 'cash_out')).toBe(true);
    // The choices stay those of every unimplemented item, whatever is filtered.
    expect(cashOuts.methods).toHaveLength(3);
    const bonusly = await list('?provider=bonusly');
    expect(bonusly.items.every((item) => item.provider === 'bonusly')).toBe(true);
    expect((await list('?status=marked')).items).toEqual([]);
  });

  it('refuses a status it does not know', async () => {
    const { api, as } = await setUp();
    await api.http.get(`${UNIMPLEMENTED_CATALOG_PATH}?status=gone`).set('Authorization', as).expect(400);
  });
});

describe('PATCH /super_admin/catalog/unimplemented/:id', () => {
  const firstOf = async (list: (query?: string) => Promise<UnimplementedCatalog>, method: string) =>
    (await list(`?method=${method}`)).items[0] as UnimplementedCatalogItem;

  it('marks an item: who and when, the catalogue unchanged, and an audit event', async () => {
    const { api, superAdmin, list, act } = await setUp();
    const item = await firstOf(list, 'cash_out');
    const { body } = await act(item.id, 'mark').expect(200);
    expect(body.result).toMatchObject({
      id: item.id,
      status: 'marked',
      state: 'active',
      reviewedBy: superAdmin.user.display_name,
      reviewedAt: CLOCK,
    });
    expect((await list('?status=marked')).items.map((row) => row.id)).toEqual([item.id]);
    expect(api.db.audit_events.at(-1)).toMatchObject({
      action: 'catalog_unimplemented.mark',
      actor_id: superAdmin.user.id,
      subject_type: 'catalog_item',
      subject_id: item.id,
      before: { state: 'active', review: null },
      after: { state: 'active', review: { status: 'marked' } },
    });
  });

  it('hides an item from every catalogue and reopens it to the state it had', async () => {
    const { api, list, act } = await setUp();
    const item = await firstOf(list, 'exclusive_experience');
    const employee = await personaAuth(api.db, 'employee');
    await act(item.id, 'hide').expect(200);
    expect(api.db.catalog_items.find((row) => row.id === item.id)!.state).toBe('inactive');
    expect((await list('?status=hidden')).items.map((row) => row.id)).toEqual([item.id]);
    const companyItem = `${REWARDS_SERVICE_BASE_PATH}/company_items/${companyItemIdOf(1, item.id)}`;
    const seen = await api.http.get(companyItem).set('Authorization', employee.authorization).expect(200);
    expect(seen.body.data.state).toBe('inactive');

    const reopened = await act(item.id, 'reopen').expect(200);
    expect(reopened.body.result).toMatchObject({ status: 'open', state: 'active', reviewedBy: null });
    expect(api.db.audit_events.at(-1)).toMatchObject({
      action: 'catalog_unimplemented.reopen',
      before: { state: 'inactive', review: { status: 'hidden' } },
      after: { state: 'active', review: null },
    });
  });

  it('answers 404 for an item that is fulfilled, or unknown, and 400 for another action', async () => {
    const { api, act } = await setUp();
    const giftCard = api.db.catalog_items.find((item) => item.distributionMethod === 'gift_card')!;
    await act(giftCard.id, 'hide').expect(404);
    await act(999_999, 'mark').expect(404);
    const item = api.db.catalog_items.find((row) => row.distributionMethod === 'cash_out')!;
    await act(item.id, 'delete').expect(400);
    expect(giftCard.state).toBe('active');
  });

  it('is the super-admin’s alone', async () => {
    const { api } = await setUp();
    const admin = await personaAuth(api.db, 'global_admin');
    const item = api.db.catalog_items.find((row) => row.distributionMethod === 'cash_out')!;
    const refused = await api.http
      .patch(`${UNIMPLEMENTED_CATALOG_PATH}/${item.id}`)
      .set('Authorization', admin.authorization)
      .send({ action: 'hide' });
    expect([403, 404]).toContain(refused.status);
    expect(item.state).toBe('active');
  });
});
