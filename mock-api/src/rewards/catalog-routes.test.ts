import { toQueryString } from '@laurel/shared/contract';
import { createTestApi, signInAs } from '../testing/test-api';
import { CATALOG_CATEGORIES } from './catalog';

const BASE = '/api/v1/rewards_catalog_service/api/v1';

interface Entry {
  id: number;
  companyId: number;
  item: { provider: string; fullName: string };
}

async function allowanceBoosts(persona: string, query: string) {
  const api = createTestApi();
  const { authorization } = await signInAs(api.http, persona);
  const response = await api.http
    .get(`${BASE}/catalogs/allowance_boost?${query}`)
    .set('Authorization', authorization)
    .expect(200);
  return response.body.data as Entry[];
}

describe('GET catalogs/allowance_boost on the rewards service', () => {
  it('answers the bonusly entry for the filters the give modal sends, encoded by the shared client', async () => {
    const query = toQueryString({
      'filters[category_ids]': [CATALOG_CATEGORIES.pointsBoost.id],
      'filters[provider]': 'bonusly',
      pagination: false,
    });
    const data = await allowanceBoosts('employee', query);
    expect(data).toEqual([
      expect.objectContaining({ id: 1002, companyId: 1, item: expect.objectContaining({ provider: 'bonusly' }) }),
    ]);
  });

  it('lists every provider’s boost without a provider filter, ids per company', async () => {
    const employee = await allowanceBoosts('employee', '');
    expect(employee.map((entry) => entry.item.provider)).toEqual(['tremendous', 'bonusly', 'tango_card']);
    const free = await allowanceBoosts('free_user', 'filters[provider]=bonusly');
    expect(free.map((entry) => [entry.id, entry.companyId])).toEqual([[2002, 2]]);
  });

  it('answers nothing for a category without boosts', async () => {
    expect(await allowanceBoosts('employee', `filters[category_ids]=${CATALOG_CATEGORIES.cash.id}`)).toEqual([]);
  });

  it.each(['observer', 'tier_one_user'])('answers nothing to %s, who cannot claim a points boost', async (persona) => {
    expect(await allowanceBoosts(persona, 'filters[provider]=bonusly')).toEqual([]);
  });

  it('lists the catalogue categories, and asks for a token', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const response = await api.http.get(`${BASE}/company_item_categories`).set('Authorization', authorization);
    expect(response.body.data).toContainEqual({ id: 3, name: 'Points boost', key: 'points_boost' });
    await api.http.get(`${BASE}/catalogs/allowance_boost`).expect(401);
  });
});
